import { replaceProfileImageUrl } from '@talanta/db';
import { AVATAR_MESSAGES, AVATAR_TYPES, ERROR_MESSAGES, ZAvatarResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { fileReaderInput } from '../../plugins/read-upload';
import { signedInProcedure } from '../../trpc/procedures';
import { reencodeAvatar } from './avatar-image';
import { deleteStoredAvatar, detectImageType, storeAvatar } from './avatar-storage';

const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/**
 * POST /api/uploads/avatar: stores the photo, re-encoded, under a random name and makes it the user's
 * profileImageUrl, deleting the photo it replaces.
 */
export const uploadAvatar = signedInProcedure
  .input(fileReaderInput(AVATAR_MESSAGES.noFile))
  .output(ZAvatarResult)
  .mutation(async ({ ctx, input }) => {
    const { declaredType, bytes } = await input.readFile();
    if (bytes.length === 0) throw badRequest(AVATAR_MESSAGES.noFile);
    // Both must agree: the type the browser declared and the type the bytes really are.
    const type = detectImageType(bytes);
    if (!type || !(declaredType in AVATAR_TYPES)) throw badRequest(AVATAR_MESSAGES.badType);
    // Only the pixels are kept: no EXIF (GPS position), nothing a browser could sniff as markup.
    const photo = await reencodeAvatar(bytes, type);
    if (!photo) throw badRequest(AVATAR_MESSAGES.badType);

    const { uploadDir } = ctx.services.config;
    const url = await storeAvatar(uploadDir, type, photo);
    let previous: string | null;
    try {
      const replaced = await ctx.db
        .transaction()
        .execute((trx) => replaceProfileImageUrl(trx, ctx.user.id, url));
      if (!replaced) throw new TRPCError({ code: 'UNAUTHORIZED', message: ERROR_MESSAGES.notSignedIn });
      previous = replaced.previous;
    } catch (error) {
      await deleteStoredAvatar(uploadDir, url, ctx.log);
      throw error;
    }
    if (previous && previous !== url) await deleteStoredAvatar(uploadDir, previous, ctx.log);
    return { profileImageUrl: url };
  });
