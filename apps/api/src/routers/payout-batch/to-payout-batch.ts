import { type Executor, findPayoutBatches, type PayoutBatchRecord } from '@talanta/db';
import { kesRateFromMicro, PAYOUT_MESSAGES, type TPayoutBatch } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { filesOfBatch } from '../../payments/payout-batch-file';
import { toAdminPayout } from '../payout/to-payout';

export function toPayoutBatch(batch: PayoutBatchRecord): TPayoutBatch {
  return {
    id: batch.id,
    number: batch.number,
    createdAt: batch.createdAt.toISOString(),
    createdBy:
      batch.createdByFirstName === null
        ? null
        : `${batch.createdByFirstName} ${batch.createdByLastName ?? ''}`.trim(),
    kesRate: batch.kesRateMicro === null ? null : kesRateFromMicro(Number(batch.kesRateMicro)),
    totalCents: batch.payouts.reduce((sum, payout) => sum + payout.amountCents, 0),
    payouts: batch.payouts.map(toAdminPayout),
    files: filesOfBatch(batch),
  };
}

/** One batch with its payouts, or 404. */
export async function loadPayoutBatch(db: Executor, id: number): Promise<PayoutBatchRecord> {
  const [batch] = await findPayoutBatches(db, { id, limit: 1 });
  if (!batch) throw new TRPCError({ code: 'NOT_FOUND', message: PAYOUT_MESSAGES.batchNotFound });
  return batch;
}
