/**
 * Interviews of the demo, on job applications in the `interview` status. Times are whole hours in
 * UTC, `inDays` calendar days after the day of seeding, so the demo always has upcoming ones.
 */
export interface DemoInterview {
  job: string;
  developer: string;
  status: 'proposed' | 'scheduled';
  /** The proposed times; a scheduled interview's first slot is the accepted one. */
  slots: { inDays: number; utcHour: number; durationMinutes: number }[];
  meetingUrl: string | null;
  note: string | null;
  /** Days before seeding the client proposed. */
  proposedDaysAgo: number;
}

export const DEMO_INTERVIEWS: readonly DemoInterview[] = [
  {
    job: 'kilima-android-wallet',
    developer: 'wanjiku.kamau@example.com',
    status: 'scheduled',
    slots: [{ inDays: 2, utcHour: 9, durationMinutes: 45 }],
    meetingUrl: 'https://meet.example.com/kilima-wanjiku',
    note: 'A walk through your savings-group app, then questions on offline sync.',
    proposedDaysAgo: 3,
  },
  {
    job: 'kilima-merchant-dashboard',
    developer: 'faith.achieng@example.com',
    status: 'proposed',
    slots: [
      { inDays: 3, utcHour: 11, durationMinutes: 30 },
      { inDays: 4, utcHour: 10, durationMinutes: 30 },
    ],
    meetingUrl: 'https://meet.example.com/kilima-faith',
    note: 'Thirty minutes on accessible data tables.',
    proposedDaysAgo: 1,
  },
  {
    job: 'spreekanal-headless-cms',
    developer: 'developer@talanta.dev',
    status: 'proposed',
    slots: [
      { inDays: 3, utcHour: 9, durationMinutes: 60 },
      { inDays: 5, utcHour: 13, durationMinutes: 60 },
    ],
    meetingUrl: 'https://meet.example.com/spreekanal-brian',
    note: 'One hour with our editor team: your CMS migrations and a short pairing exercise.',
    proposedDaysAgo: 1,
  },
  {
    job: 'arogya-xray-triage',
    developer: 'priya@talanta.dev',
    status: 'scheduled',
    slots: [{ inDays: 1, utcHour: 6, durationMinutes: 45 }],
    meetingUrl: 'https://meet.example.com/arogya-priya',
    note: null,
    proposedDaysAgo: 4,
  },
];
