import { updateClientProfile as saveClientProfile, toClientProfile } from '@talanta/db';
import { ZClientProfile, ZClientProfileInput } from '@talanta/schema';
import { clientProcedure } from '../../trpc/procedures';

/** PUT /api/clients/profile: the company profile page, every rule of spec 000 §5. */
export const updateClient = clientProcedure
  .input(ZClientProfileInput)
  .output(ZClientProfile)
  .mutation(async ({ ctx, input }) => toClientProfile(await saveClientProfile(ctx.db, ctx.user.id, input)));
