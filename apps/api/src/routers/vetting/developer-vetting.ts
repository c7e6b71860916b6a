import type { DeveloperVettingRecord } from '@talanta/db';
import { developerApprovalRefusal, type TDeveloperVetting } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { formatReapplyDate, reapplyDate } from './reapply-date';

/** A developer row as the admins' answers give it: the rejection's reapply date from REAPPLY_AFTER_DAYS. */
export function withVettingState<T extends { vetting: DeveloperVettingRecord }>(
  developer: T,
  reapplyAfterDays: number,
): Omit<T, 'vetting'> & { vetting: TDeveloperVetting } {
  const { rejectedAt, ...vetting } = developer.vetting;
  const reapplyAfter = rejectedAt ? formatReapplyDate(reapplyDate(rejectedAt, reapplyAfterDays)) : null;
  return { ...developer, vetting: { ...vetting, reapplyAfter } };
}

/**
 * One approval path: listing a profile by hand is refused (409) where the vetting review decides,
 * read from the state the caller locked in its transaction.
 */
export function refuseApprovalAgainstVetting(vetting: TDeveloperVetting): void {
  const refusal = developerApprovalRefusal(vetting);
  if (refusal) throw new TRPCError({ code: 'CONFLICT', message: refusal });
}
