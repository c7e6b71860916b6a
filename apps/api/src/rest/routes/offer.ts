import type { RestRoute } from '../route';

const TAG = 'Offer';

/** Offers of work (issue 13); rates are US dollars with at most two decimals, stored as cents. */
export const offerRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/offers',
    procedure: 'offer.create',
    status: 201,
    tag: TAG,
    summary:
      'Make an offer (a client) `{ applicationId? | developerId? (with jobId?), hourlyRate (USD, >= 1), weeklyHourLimit (1-60), startDate (today or later, UTC), endDate?, message?, trialDays? (0-14, default 14) }`; one sent offer at a time per developer and job',
    example: {
      applicationId: 12,
      hourlyRate: 42.5,
      weeklyHourLimit: 30,
      startDate: '2027-02-01',
      endDate: '2027-07-31',
      message: 'We would love you to lead the settlement service for six months.',
      trialDays: 14,
    },
  },
  {
    method: 'PUT',
    path: '/offers/:id/accept',
    procedure: 'offer.accept',
    tag: TAG,
    summary:
      'Accept a sent offer (the developer): the contract is made and the application accepted, in one transaction',
  },
  {
    method: 'PUT',
    path: '/offers/:id/decline',
    procedure: 'offer.decline',
    tag: TAG,
    summary: 'Decline a sent offer `{ note? }` (the developer)',
    example: { note: 'I have accepted a full-time role in Bengaluru, thank you.' },
  },
  {
    method: 'PUT',
    path: '/offers/:id/withdraw',
    procedure: 'offer.withdraw',
    tag: TAG,
    summary: 'Withdraw a sent offer (the client)',
  },
  {
    method: 'GET',
    path: '/offers',
    procedure: 'offer.list',
    tag: TAG,
    summary: "The signed-in user's offers, made or received, newest first, with the other party and the job",
  },
];
