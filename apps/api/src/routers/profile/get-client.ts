import { findOrCreateClientProfile, toClientProfile } from '@talanta/db';
import { ZClientProfile } from '@talanta/schema';
import { clientProcedure } from '../../trpc/procedures';

/** GET /api/clients/profile: the client's own company profile. */
export const getClient = clientProcedure.output(ZClientProfile).query(async ({ ctx }) => {
  return toClientProfile(await findOrCreateClientProfile(ctx.db, ctx.user.id));
});
