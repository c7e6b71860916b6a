import { findPayoutBatches } from '@talanta/db';
import { ZPayoutBatch, ZPayoutBatchIdInput, ZPayoutBatchListInput } from '@talanta/schema';
import { z } from 'zod';
import { adminProcedure } from '../../trpc/procedures';
import { loadPayoutBatch, toPayoutBatch } from './to-payout-batch';

/** GET /api/admin/payout-batches: the newest batches with their payouts. */
export const list = adminProcedure
  .input(ZPayoutBatchListInput)
  .output(z.array(ZPayoutBatch))
  .query(async ({ ctx, input }) =>
    (await findPayoutBatches(ctx.db, { limit: input.limit })).map(toPayoutBatch),
  );

/** GET /api/admin/payout-batches/{id}: one batch with its payouts. */
export const byId = adminProcedure
  .input(ZPayoutBatchIdInput)
  .output(ZPayoutBatch)
  .query(async ({ ctx, input }) => toPayoutBatch(await loadPayoutBatch(ctx.db, input.id)));
