import { findPayableDevelopers, insertPayoutBatch, lockPayableMethods, recordAudit } from '@talanta/db';
import {
  kesRateToMicro,
  PAYOUT_MESSAGES,
  usdCentsToShillings,
  ZCreatedPayoutBatch,
  ZCreatePayoutBatchInput,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { adminProcedure } from '../../trpc/procedures';
import { payableState, toPayableDeveloper } from '../payout/payable';
import { loadPayoutBatch, toPayoutBatch } from './to-payout-batch';

/**
 * POST /api/admin/payout-batches { kesRate? }: one queued payout per developer Talanta owes, for
 * all they are owed, to the method they have now (copied, so a later change redirects nothing
 * queued). Developers without a method, inside the day's hold after a change, or owed more than one
 * M-Pesa payment carries are left out and listed in `skipped`. Their methods are locked first, so
 * two batches made at once queue each balance once. Queuing posts nothing: sending does.
 */
export const create = adminProcedure
  .input(ZCreatePayoutBatchInput)
  .output(ZCreatedPayoutBatch)
  .mutation(async ({ ctx, input }) => {
    const createdAt = new Date();
    const kesRateMicro = input.kesRate === undefined ? null : kesRateToMicro(input.kesRate);
    const { batchId, skipped } = await ctx.db.transaction().execute(async (trx) => {
      const locked = new Set(await lockPayableMethods(trx));
      // A balance that became payable after the lock waits for the next batch.
      const owed = (await findPayableDevelopers(trx)).filter(
        (developer) => !developer.method || locked.has(developer.developerId),
      );
      const states = owed.map((developer) => ({
        developer,
        state: payableState(developer, createdAt, kesRateMicro),
      }));
      const ready = states.filter((entry) => entry.state === 'ready');
      if (ready.length === 0)
        throw new TRPCError({ code: 'CONFLICT', message: PAYOUT_MESSAGES.nothingPayable });
      const paysMpesa = ready.some((entry) => entry.developer.method?.type === 'mpesa');
      if (paysMpesa && kesRateMicro === null)
        throw new TRPCError({ code: 'BAD_REQUEST', message: PAYOUT_MESSAGES.kesRate });
      const batchId = await insertPayoutBatch(trx, {
        createdBy: ctx.user.id,
        createdAt,
        kesRateMicro: paysMpesa ? kesRateMicro : null,
        payouts: ready.map(({ developer }) => {
          const method = developer.method;
          if (!method) throw new Error('a ready payout has a method');
          const shillings =
            method.type === 'mpesa' && kesRateMicro !== null
              ? Number(usdCentsToShillings(BigInt(developer.payableCents), BigInt(kesRateMicro)))
              : null;
          return {
            developerId: developer.developerId,
            methodType: method.type,
            holderName: method.holderName,
            methodMasked: method.masked,
            detailsEncrypted: method.detailsEncrypted,
            amountCents: developer.payableCents,
            localCurrency: shillings === null ? null : ('KES' as const),
            localAmount: shillings,
          };
        }),
      });
      await recordAudit(trx, {
        actor: { id: ctx.user.id, email: ctx.user.email },
        action: 'payout_batch.create',
        targetType: 'payout_batch',
        targetId: batchId,
        before: null,
        after: {
          payouts: ready.map(({ developer }) => ({
            developerId: developer.developerId,
            amountCents: developer.payableCents,
          })),
          kesRate: paysMpesa ? input.kesRate : null,
        },
      });
      return {
        batchId,
        skipped: states
          .filter((entry) => entry.state !== 'ready')
          .map((entry) => toPayableDeveloper(entry.developer, entry.state)),
      };
    });
    return { ...toPayoutBatch(await loadPayoutBatch(ctx.db, batchId)), skipped };
  });
