import { recordAudit } from '@talanta/db';
import { PAYOUT_MESSAGES, ZPayoutBatchFileInput, ZPayoutFile } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { buildPayoutFile, payoutDebtor } from '../../payments/payout-batch-file';
import { adminProcedure } from '../../trpc/procedures';
import { loadPayoutBatch } from './to-payout-batch';

/**
 * GET /api/admin/payout-batches/{id}/file?format=pain.001|mpesa-csv: the file to upload to the bank
 * or M-Pesa. It holds full account numbers, so each download is audited and never cached.
 */
export const file = adminProcedure
  .input(ZPayoutBatchFileInput)
  .output(ZPayoutFile)
  .query(async ({ ctx, input }) => {
    const batch = await loadPayoutBatch(ctx.db, input.id);
    const debtor = payoutDebtor(ctx.services.config.platform.bankAccounts);
    const built = buildPayoutFile(batch, input.format, { cipher: ctx.services.payoutDetails, debtor });
    if (built === 'no payout account')
      throw new TRPCError({ code: 'CONFLICT', message: PAYOUT_MESSAGES.noPayoutAccount });
    if (!built) throw new TRPCError({ code: 'CONFLICT', message: PAYOUT_MESSAGES.noPayoutsForFile });
    await recordAudit(ctx.db, {
      actor: { id: ctx.user.id, email: ctx.user.email },
      action: 'payout_batch.download',
      targetType: 'payout_batch',
      targetId: batch.id,
      before: null,
      after: { format: input.format, number: batch.number },
    });
    return built;
  });
