/**
 * The demo's hiring after "accepted" (issue 13): contracts with their weekly hours, the invoices
 * that billed them, reviews of the ended ones, and offers still waiting. Days count back from the
 * day of seeding; `application` names the accepted application a contract came from, if any.
 */
export interface DemoContract {
  client: string;
  developer: string;
  /** The job key, when the contract is for a job. */
  job: string | null;
  /** Whether the job's application by this developer was the one accepted (an offer on it). */
  fromApplication: boolean;
  hourlyRate: number;
  weeklyHourLimit: number;
  startDaysAgo: number;
  /** Hours logged each weekday (Monday-Friday) inside the contract, in quarter hours. */
  hoursPerWeekday: number;
  ended: { daysAgo: number; by: 'client' | 'developer'; reason: string } | null;
  /** `quoteConsent`: the author agreed to be quoted on the public pages (issue 40). */
  reviews: { by: 'client' | 'developer'; rating: number; comment: string; quoteConsent?: boolean }[];
  /** What the weekdays' entries say, in turn. */
  work: string[];
}

export const DEMO_CONTRACTS: readonly DemoContract[] = [
  {
    client: 'client@talanta.dev',
    developer: 'developer@talanta.dev',
    job: null,
    fromApplication: false,
    hourlyRate: 50,
    weeklyHourLimit: 20,
    startDaysAgo: 80,
    hoursPerWeekday: 4,
    ended: { daysAgo: 12, by: 'client', reason: 'The checkout SDK shipped to all merchants.' },
    reviews: [
      {
        by: 'client',
        quoteConsent: true,
        rating: 5,
        comment: 'Brian shipped the checkout SDK a week early, with tests and docs our merchants understood.',
      },
      {
        by: 'developer',
        rating: 4.5,
        comment: 'Clear brief, quick answers and fair scope changes. Invoices were approved on time.',
      },
    ],
    work: ['Checkout SDK: card form', 'M-Pesa STK push flow', 'Webhooks and retries', 'Docs and examples'],
  },
  {
    client: 'client@talanta.dev',
    developer: 'developer@talanta.dev',
    job: 'kilima-payouts-api',
    fromApplication: true,
    hourlyRate: 55,
    weeklyHourLimit: 30,
    // Accepted the day the application was (5 days ago), started the day after.
    startDaysAgo: 4,
    hoursPerWeekday: 6,
    ended: null,
    reviews: [],
    work: ['Payout batches API', 'Idempotency keys', 'B2C result callbacks', 'Reconciliation report'],
  },
  {
    client: 'rohit.kapoor@example.com',
    developer: 'priya@talanta.dev',
    job: null,
    fromApplication: false,
    hourlyRate: 60,
    weeklyHourLimit: 25,
    startDaysAgo: 70,
    hoursPerWeekday: 5,
    ended: { daysAgo: 9, by: 'developer', reason: 'The triage model is in production.' },
    reviews: [
      {
        by: 'client',
        quoteConsent: true,
        rating: 4.5,
        comment: 'Priya took our X-ray triage model from notebook to production with careful validation.',
      },
      {
        by: 'developer',
        rating: 5,
        comment: 'A thoughtful team with clean data and radiologists who made time for every question.',
      },
    ],
    work: ['Data cleaning', 'Model training', 'Validation with radiologists', 'Serving and monitoring'],
  },
  {
    client: 'emily.hart@example.com',
    developer: 'wanjiku.kamau@example.com',
    job: null,
    fromApplication: false,
    hourlyRate: 50,
    weeklyHourLimit: 15,
    startDaysAgo: 100,
    hoursPerWeekday: 3,
    ended: { daysAgo: 45, by: 'client', reason: 'The offline lesson player is live.' },
    reviews: [
      {
        by: 'client',
        quoteConsent: true,
        rating: 4,
        comment: 'Solid Android work on the offline lesson player; a few estimates ran long.',
      },
    ],
    work: ['Offline lesson sync', 'Download manager', 'Player UI', 'Crash fixes'],
  },
  {
    client: 'james.mwangi@example.com',
    developer: 'kevin.mutua@example.com',
    job: 'shamba-marketplace',
    fromApplication: true,
    hourlyRate: 32,
    weeklyHourLimit: 40,
    startDaysAgo: 7,
    hoursPerWeekday: 8,
    ended: null,
    reviews: [],
    work: ['Buyer accounts', 'Standing orders', 'Delivery windows'],
  },
];

/** Offers the demo people have not answered yet. */
export const DEMO_PENDING_OFFERS = [
  {
    client: 'emily.hart@example.com',
    developer: 'developer@talanta.dev',
    job: 'brightpath-quiz-engine',
    hourlyRate: 48,
    weeklyHourLimit: 20,
    startInDays: 7,
    sentDaysAgo: 1,
    message: 'We loved your CMS work. Could you lead our quiz engine for three months?',
  },
] as const;
