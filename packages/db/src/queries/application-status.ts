import type { TApplicationStatus, TRejectionReason } from '@talanta/schema';
import type { Executor } from './executor';

/** A job application's status moves: the client's pipeline (with a rejection's reason) and withdrawal. */

export interface RejectionDetails {
  reason: TRejectionReason | null;
  note: string | null;
}

/**
 * Moves an application to a status the client sets, with the reason and note of a rejection (any
 * other status clears them); false when it already had the status or was withdrawn (nothing changed).
 */
export async function updateApplicationStatus(
  db: Executor,
  id: number,
  status: TApplicationStatus,
  rejection: RejectionDetails = { reason: null, note: null },
): Promise<boolean> {
  const rejected = status === 'rejected';
  const result = await db
    .updateTable('jobApplications')
    .set({
      status,
      rejectionReason: rejected ? rejection.reason : null,
      rejectionNote: rejected ? rejection.note : null,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .where('status', 'not in', [status, 'withdrawn'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The developer withdraws a pending or interview application; false when it was in neither. */
export async function withdrawApplication(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('jobApplications')
    .set({ status: 'withdrawn', rejectionReason: null, rejectionNote: null, updatedAt: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'interview'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
