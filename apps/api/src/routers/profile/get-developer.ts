import { findOrCreateDeveloperProfile, toDeveloperProfile } from '@talanta/db';
import { ZDeveloperProfile } from '@talanta/schema';
import { developerProcedure } from '../../trpc/procedures';

/** GET /api/developers/profile: the developer's own profile, with its computed completion. */
export const getDeveloper = developerProcedure.output(ZDeveloperProfile).query(async ({ ctx }) => {
  return toDeveloperProfile(await findOrCreateDeveloperProfile(ctx.db, ctx.user.id));
});
