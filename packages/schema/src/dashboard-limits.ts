// Apart from dashboard.ts: the dashboards read these, and a module a screen reads comes whole, zod
// schemas and all.

export const ACTIVITY_TYPES = [
  'application_sent',
  'application_status',
  'application_received',
  'job_posted',
  'job_closed',
] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];

/** How many recent events and jobs the dashboards show. */
export const DASHBOARD_LIMITS = { recentActivity: 8, recentJobs: 5 } as const;
