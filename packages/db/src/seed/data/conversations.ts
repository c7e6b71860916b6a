import type { TNotificationType } from '@talanta/schema';
import type { DEMO_ADMIN, DemoClientEmail } from './clients';
import type { DemoDeveloperEmail } from './developers';
import type { DemoJobKey } from './jobs';

export type DemoUserEmail = (typeof DEMO_ADMIN)['email'] | DemoClientEmail | DemoDeveloperEmail;

export interface DemoMessage {
  /** One of the two participants; the other one receives it. */
  from: DemoUserEmail;
  hoursAgo: number;
  content: string;
  /** Not yet opened by the receiver, so the inbox shows an unread count. */
  unread?: boolean;
}

export interface DemoConversation {
  between: readonly [DemoUserEmail, DemoUserEmail];
  job: DemoJobKey | null;
  /** Oldest first. */
  messages: readonly DemoMessage[];
}

// Each conversation follows an application decision (or, for the admin, a profile review), so the first
// message is always later than the decision it follows.
export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    between: ['client@talanta.dev', 'developer@talanta.dev'],
    job: 'kilima-payouts-api',
    messages: [
      {
        from: 'client@talanta.dev',
        hoursAgo: 110,
        content:
          'Hi Brian, welcome aboard! We were impressed by your reconciliation work. Could you start on the ' +
          "payouts API next Monday? I'll send the repository invite and our architecture notes today.",
      },
      {
        from: 'developer@talanta.dev',
        hoursAgo: 106,
        content:
          'Thanks Sarah, happy to join. Monday works. Could you also share the sandbox credentials for the ' +
          'mobile money API and any runbooks you have for failed payouts?',
      },
      {
        from: 'client@talanta.dev',
        hoursAgo: 80,
        content:
          'Invite sent to your GitHub account, and the sandbox keys are in the shared vault. Runbooks are thin, ' +
          'which is partly why we hired you. Our biggest pain is retries that pay twice when the provider times out.',
      },
      {
        from: 'developer@talanta.dev',
        hoursAgo: 76,
        content:
          "Understood. I'll propose idempotency keys on every payout request plus a reconciliation job against " +
          "the result callbacks. You'll have a short design doc by Wednesday.",
      },
      {
        from: 'client@talanta.dev',
        hoursAgo: 30,
        content:
          'Read the design doc, looks great. One question: can the reconciliation job also flag payouts stuck ' +
          'in pending for more than 15 minutes so support can see them?',
      },
      {
        from: 'developer@talanta.dev',
        hoursAgo: 3,
        unread: true,
        content:
          "Yes, easy to add. I'll expose them on an internal endpoint and post a daily summary to the support " +
          'channel. The first pull request with the idempotency layer goes up tomorrow.',
      },
    ],
  },
  {
    between: ['lukas.becker@example.com', 'developer@talanta.dev'],
    job: 'spreekanal-headless-cms',
    messages: [
      {
        from: 'lukas.becker@example.com',
        hoursAgo: 22,
        content:
          'Hi Brian, thanks for applying to the newsroom CMS project. Your GraphQL experience stands out. Are ' +
          'you free for a 45-minute call on Thursday at 14:00 Berlin time?',
      },
      {
        from: 'developer@talanta.dev',
        hoursAgo: 20,
        content:
          'Hi Lukas, Thursday at 14:00 Berlin time works for me. Should I prepare anything, such as a ' +
          'walkthrough of a schema I have designed?',
      },
      {
        from: 'lukas.becker@example.com',
        hoursAgo: 5,
        unread: true,
        content:
          'A short walkthrough would be perfect. Our CTO will join and will ask about modelling articles that ' +
          'exist in two languages. The calendar invite is on its way.',
      },
      {
        from: 'lukas.becker@example.com',
        hoursAgo: 4.5,
        unread: true,
        content:
          'I have also shared our current article schema so you can look beforehand: the article type alone ' +
          'has 60 fields, which is part of the problem.',
      },
    ],
  },
  {
    between: ['james.mwangi@example.com', 'kevin.mutua@example.com'],
    job: 'shamba-marketplace',
    messages: [
      {
        from: 'james.mwangi@example.com',
        hoursAgo: 180,
        content:
          'Karibu Kevin! Glad to have you on the team. Your first office days are Monday to Wednesday next ' +
          "week; I'll send the address in Westlands and a laptop will be ready.",
      },
      {
        from: 'kevin.mutua@example.com',
        hoursAgo: 175,
        content:
          "Asante James, looking forward to it. I'll arrive in Nairobi on Sunday. Is there anything I should " +
          'read before Monday?',
      },
      {
        from: 'james.mwangi@example.com',
        hoursAgo: 150,
        content:
          'The README and the orders app are a good start. Standing weekly orders are the first feature; three ' +
          'schools are waiting for it.',
      },
      {
        from: 'kevin.mutua@example.com',
        hoursAgo: 140,
        content:
          'Read through the orders app, the models are clear. I have a first draft of the standing-order schema ' +
          'and will walk you through it on Monday.',
      },
    ],
  },
  {
    between: ['client@talanta.dev', 'wanjiku.kamau@example.com'],
    job: 'kilima-android-wallet',
    messages: [
      {
        from: 'client@talanta.dev',
        hoursAgo: 140,
        content:
          'Hi Wanjiku, we would like to set up a technical interview for the Android wallet role. Could you do ' +
          'Tuesday or Wednesday afternoon, London time?',
      },
      {
        from: 'wanjiku.kamau@example.com',
        hoursAgo: 136,
        content:
          'Hello Sarah, Wednesday afternoon works, any time after 14:00 London time. Looking forward to it.',
      },
      {
        from: 'wanjiku.kamau@example.com',
        hoursAgo: 20,
        unread: true,
        content:
          'Thank you for the interview. As discussed, I have put a small sample of the offline transaction ' +
          'queue in a private repository and invited you to it.',
      },
    ],
  },
  {
    between: ['admin@talanta.dev', 'pending@talanta.dev'],
    job: null,
    messages: [
      {
        from: 'admin@talanta.dev',
        hoursAgo: 40,
        content:
          'Hi Joy, thanks for completing your Talanta profile. Before we approve it, could you add a link to ' +
          'your portfolio or a case study of the booking-flow redesign you mention?',
      },
      {
        from: 'pending@talanta.dev',
        hoursAgo: 30,
        unread: true,
        content:
          'Hi Amina, thank you for looking at my profile! I am putting the case study and prototype on my ' +
          'portfolio site this week and will add the link as soon as it is live.',
      },
    ],
  },
];

export type DemoLink = { job: DemoJobKey } | { path: string };

/**
 * Notifications that no other demo row implies. Those for applications, decisions and messages are
 * derived from those rows when seeding, so they always match them.
 */
export interface DemoNotification {
  user: DemoUserEmail;
  type: TNotificationType;
  title: string;
  message: string;
  link: DemoLink | null;
  daysAgo: number;
  isRead: boolean;
}

export const DEMO_EXTRA_NOTIFICATIONS: readonly DemoNotification[] = [
  {
    user: 'developer@talanta.dev',
    type: 'success',
    title: 'Profile verified',
    message: 'Your developer profile has been verified. Clients now see a Verified badge next to your name.',
    link: { path: '/developer/profile' },
    daysAgo: 80,
    isRead: true,
  },
  {
    user: 'client@talanta.dev',
    type: 'success',
    title: 'Job posted',
    message: 'Your job "React developer for merchant dashboard" is live and visible to developers.',
    link: { job: 'kilima-merchant-dashboard' },
    daysAgo: 8,
    isRead: true,
  },
  {
    user: 'pending@talanta.dev',
    type: 'other',
    title: 'Profile under review',
    message:
      'Thanks for completing your developer profile. Our team reviews new profiles within 48 hours and will ' +
      'let you know once you are approved.',
    link: { path: '/developer/profile' },
    daysAgo: 2.9,
    isRead: false,
  },
  {
    user: 'admin@talanta.dev',
    type: 'other',
    title: 'Developer applications waiting',
    message: 'New developer applications are waiting for your review on the admin dashboard.',
    link: { path: '/admin' },
    daysAgo: 1,
    isRead: false,
  },
];
