import { updateDeveloperProfile as saveDeveloperProfile, toDeveloperProfile } from '@talanta/db';
import { ZDeveloperProfile, ZDeveloperProfileInput } from '@talanta/schema';
import { developerProcedure } from '../../trpc/procedures';

/** PUT /api/developers/profile: the developer profile page, every rule of spec 000 §5. */
export const updateDeveloper = developerProcedure
  .input(ZDeveloperProfileInput)
  .output(ZDeveloperProfile)
  .mutation(async ({ ctx, input }) =>
    toDeveloperProfile(await saveDeveloperProfile(ctx.db, ctx.user.id, input)),
  );
