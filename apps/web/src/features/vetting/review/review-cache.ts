import {
  type TRejectionReason,
  type TVettingList,
  type TVettingStatus,
  type TVettingSubmission,
  toRejection,
} from '@talanta/schema';

/** Where the application stands in the cached lists (the first list that holds it). */
export function findCachedApplication(
  lists: readonly (TVettingList | undefined)[],
  id: number,
): TVettingSubmission | undefined {
  for (const list of lists) {
    const found = list?.applications.find((application) => application.id === id);
    if (found) return found;
  }
  return undefined;
}

/** A rejection's reason and note as the reviewer gave them (both optional for vetting). */
export interface VettingRejection {
  reason?: TRejectionReason;
  note?: string;
}

/**
 * A cached list as it will be once the decision lands: the application shows its new status and,
 * when rejected, the reason and note (it stays where it is until the list reloads), and the counts
 * move from the old status to the new.
 */
export function withDecision(
  list: TVettingList,
  id: number,
  from: TVettingStatus,
  to: TVettingStatus,
  rejection: VettingRejection = {},
): TVettingList {
  const shift = <T extends Record<TVettingStatus, number>>(counts: T): T => ({
    ...counts,
    [from]: Math.max(0, counts[from] - 1),
    [to]: counts[to] + 1,
  });
  const listed = list.applications.some((application) => application.id === id);
  return {
    ...list,
    applications: list.applications.map((application) =>
      application.id === id
        ? {
            ...application,
            status: to,
            isApproved: to === 'pending' ? null : to === 'approved',
            rejection:
              to === 'rejected'
                ? toRejection(rejection.reason ?? null, rejection.note?.trim() || null)
                : null,
          }
        : application,
    ),
    counts: shift(list.counts),
    matching: listed ? shift(list.matching) : list.matching,
  };
}
