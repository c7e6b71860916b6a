import { findContractById } from '@talanta/db';
import { CONTRACT_MESSAGES, ZContract, ZContractIdInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { contractPartyProcedure } from './contract-procedures';
import { toContract } from './to-contract';

/** GET /api/contracts/{id}: one contract, for its two parties only. */
export const byId = contractPartyProcedure(ZContractIdInput)
  .output(ZContract)
  .query(async ({ ctx, input }) => {
    const contract = await findContractById(ctx.db, input.id);
    if (!contract) throw new TRPCError({ code: 'NOT_FOUND', message: CONTRACT_MESSAGES.notFound });
    return toContract(contract, ctx.user.id);
  });
