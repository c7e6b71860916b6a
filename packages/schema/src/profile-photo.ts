import { z } from 'zod';

/** Profile photos: the types and size an upload may have, and the screens' messages. */

export const AVATAR_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type TAvatarType = keyof typeof AVATAR_TYPES;

export const AVATAR_LIMITS = { maxBytes: 2 * 1024 * 1024, label: '2 MB' } as const;

export const AVATAR_MESSAGES = {
  tooLarge: `Profile photos must be at most ${AVATAR_LIMITS.label}`,
  badType: 'Profile photos must be JPEG, PNG or WebP images',
  noFile: 'Choose a photo to upload',
  uploaded: 'Your profile photo has been updated.',
  removed: 'Your profile photo has been removed.',
  uploadFailed: 'Could not upload your photo. Please try again.',
} as const;

export const ZAvatarResult = z.object({ profileImageUrl: z.string().nullable() });
export type TAvatarResult = z.infer<typeof ZAvatarResult>;
