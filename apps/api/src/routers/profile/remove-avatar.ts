import { replaceProfileImageUrl } from '@talanta/db';
import { ZAvatarResult } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';
import { deleteStoredAvatar } from './avatar-storage';

/** DELETE /api/uploads/avatar: removes the profile photo (the initials show again). */
export const removeAvatar = signedInProcedure.output(ZAvatarResult).mutation(async ({ ctx }) => {
  const replaced = await ctx.db
    .transaction()
    .execute((trx) => replaceProfileImageUrl(trx, ctx.user.id, null));
  if (replaced?.previous) await deleteStoredAvatar(ctx.services.config.uploadDir, replaced.previous, ctx.log);
  return { profileImageUrl: null };
});
