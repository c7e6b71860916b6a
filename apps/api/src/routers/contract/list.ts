import { findUserContracts } from '@talanta/db';
import { ZContract } from '@talanta/schema';
import { z } from 'zod';
import { signedInProcedure } from '../../trpc/procedures';
import { toContract } from './to-contract';

/** GET /api/contracts: the contracts the signed-in user is a party to (either role), newest first. */
export const list = signedInProcedure.output(z.array(ZContract)).query(async ({ ctx }) => {
  const contracts = await findUserContracts(ctx.db, ctx.user.id);
  return contracts.map((contract) => toContract(contract, ctx.user.id));
});
