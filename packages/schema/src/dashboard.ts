import { z } from 'zod';
import { ACTIVITY_TYPES } from './dashboard-limits';
import { ZClientJob } from './job';
import { DEVELOPER_PROFILE_PARTS } from './profile-completion';

/** One line of a dashboard's Recent Activity, built from what really happened. */
export const ZActivityItem = z.object({
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  description: z.string(),
  createdAt: z.string().meta({ format: 'date-time' }),
  /** Where clicking the line leads in the web app. */
  link: z.string(),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

const PROFILE_PART_KEYS = DEVELOPER_PROFILE_PARTS.map((part) => part.key) as [
  (typeof DEVELOPER_PROFILE_PARTS)[number]['key'],
  ...(typeof DEVELOPER_PROFILE_PARTS)[number]['key'][],
];

export const ZProfileCompletion = z.object({
  percentage: z.number().int().min(0).max(100),
  missing: z.array(z.object({ key: z.enum(PROFILE_PART_KEYS), label: z.string() })),
});

/** The dashboards' line about work under contract (issue 13). */
const workFigures = {
  activeContracts: z.number().int(),
  /** Minutes logged this ISO week (in the viewer's time zone) across all their contracts. */
  minutesThisWeek: z.number().int(),
};

/** GET /api/developer/stats: the four stat cards, profile completion and recent activity. */
export const ZDeveloperStats = z.object({
  applicationsSent: z.number().int(),
  /** Applications now at the interview stage. */
  interviews: z.number().int(),
  /** Scheduled interviews that have not started yet. */
  upcomingInterviews: z.number().int(),
  accepted: z.number().int(),
  work: z.object({
    ...workFigures,
    /** Approved hours not yet paid (earned or invoiced), integer US cents. */
    unpaidEarningsCents: z.number().int(),
  }),
  profileCompletion: ZProfileCompletion,
  recentActivity: z.array(ZActivityItem),
});
export type TDeveloperStats = z.infer<typeof ZDeveloperStats>;

/** GET /api/client/stats: the four stat cards, recent job posts and recent activity. */
export const ZClientStats = z.object({
  /** Open jobs, which take applications. */
  activeJobs: z.number().int(),
  applicationsReceived: z.number().int(),
  /** Applications now at the interview stage. */
  interviews: z.number().int(),
  /** Scheduled interviews that have not started yet. */
  upcomingInterviews: z.number().int(),
  /** Applications accepted. */
  hires: z.number().int(),
  work: z.object({
    ...workFigures,
    /** Issued invoices not yet paid, integer US cents. */
    amountDueCents: z.number().int(),
  }),
  recentJobs: z.array(ZClientJob),
  recentActivity: z.array(ZActivityItem),
});
export type TClientStats = z.infer<typeof ZClientStats>;
