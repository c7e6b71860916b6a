const DAY_MS = 24 * 60 * 60 * 1000;

/** When a vetting applicant rejected at `rejectedAt` may apply again (REAPPLY_AFTER_DAYS later). */
export function reapplyDate(rejectedAt: Date, reapplyAfterDays: number): Date {
  return new Date(rejectedAt.getTime() + reapplyAfterDays * DAY_MS);
}

/** The date as the 409 and the email give it: YYYY-MM-DD, in UTC. */
export function formatReapplyDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
