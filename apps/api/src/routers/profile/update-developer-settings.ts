import { toDeveloperProfile, updateDeveloperProfile } from '@talanta/db';
import { ZDeveloperProfile, ZDeveloperSettingsInput } from '@talanta/schema';
import { developerProcedure } from '../../trpc/procedures';

/**
 * PUT /api/developers/profile/settings: the Developer Profile tab of Account Settings, where every
 * field may be left empty (spec 000 §5); a filled field still follows the profile page's rule.
 */
export const updateDeveloperSettings = developerProcedure
  .input(ZDeveloperSettingsInput)
  .output(ZDeveloperProfile)
  .mutation(async ({ ctx, input }) =>
    toDeveloperProfile(await updateDeveloperProfile(ctx.db, ctx.user.id, input)),
  );
