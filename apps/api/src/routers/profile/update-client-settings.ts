import { toClientProfile, updateClientProfile } from '@talanta/db';
import { ZClientProfile, ZClientSettingsInput } from '@talanta/schema';
import { clientProcedure } from '../../trpc/procedures';

/**
 * PUT /api/clients/profile/settings: the Company Profile tab of Account Settings: every field
 * optional, industry free text, the 500+ size list (spec 000 §3, §5).
 */
export const updateClientSettings = clientProcedure
  .input(ZClientSettingsInput)
  .output(ZClientProfile)
  .mutation(async ({ ctx, input }) => toClientProfile(await updateClientProfile(ctx.db, ctx.user.id, input)));
