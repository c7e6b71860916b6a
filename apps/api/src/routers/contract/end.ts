import { endContract, enqueueWebhookEvent, findContractById, lockContract } from '@talanta/db';
import { CONTRACT_MESSAGES, ZContract, ZEndContractInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { notifyOtherParty } from '../offer/party-effects';
import { contractPartyProcedure } from './contract-procedures';
import { toContract } from './to-contract';

/**
 * Either party ends an active contract with a reason (PUT /api/contracts/{id}/end). The row lock
 * makes two ends at once happen one after the other: the second gets the 409.
 */
export const end = contractPartyProcedure(ZEndContractInput)
  .output(ZContract)
  .mutation(async ({ ctx, input }) => {
    const contract = await ctx.db.transaction().execute(async (trx) => {
      const locked = await lockContract(trx, input.id);
      if (locked.status !== 'active')
        throw new TRPCError({ code: 'CONFLICT', message: CONTRACT_MESSAGES.notActive });
      await endContract(trx, locked.id, { endedBy: ctx.user.id, endReason: input.reason });
      const ended = await findContractById(trx, locked.id);
      if (!ended) throw new Error(`contract ${locked.id} vanished inside its own transaction`);
      const job = ended.jobTitle ? ` for "${ended.jobTitle}"` : '';
      await notifyOtherParty(trx, {
        record: ended,
        actorId: ctx.user.id,
        link: '/contracts',
        origin: ctx.origin,
        title: 'Contract ended',
        message: (actor) => `${actor} ended your contract${job}.`,
        details: [`Reason: ${input.reason}`],
      });
      await enqueueWebhookEvent(trx, {
        type: 'contract.ended',
        ownerUserIds: [ended.clientId],
        data: {
          contractId: ended.id,
          offerId: ended.offerId,
          jobId: ended.jobId,
          developerId: ended.developerId,
          endedBy: ctx.user.id,
        },
      });
      return ended;
    });
    ctx.services.jobs.wake();
    return toContract(contract, ctx.user.id);
  });
