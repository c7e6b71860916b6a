import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AVATAR_TYPES, type TAvatarType } from '@talanta/schema';
import type { FastifyBaseLogger } from 'fastify';

/** Profile photos live in `<uploadDir>/avatars` and are served at `/uploads/avatars/<name>`. */
export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const AVATAR_DIRECTORY = 'avatars';
/** Names this app gives its files: 32 random hex digits and the type's extension. */
const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

/**
 * The image type a file really is, read from its first bytes (its "magic number"), whatever name
 * or Content-Type it came with. Undefined for anything but JPEG, PNG and WebP.
 */
export function detectImageType(bytes: Uint8Array): TAvatarType | undefined {
  const startsWith = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // "RIFF" <4-byte size> "WEBP"
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

export function avatarDirectory(uploadDir: string): string {
  return join(uploadDir, AVATAR_DIRECTORY);
}

/** Writes the photo under a new random name and returns the URL it is served at. */
export async function storeAvatar(uploadDir: string, type: TAvatarType, bytes: Uint8Array): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${AVATAR_TYPES[type]}`;
  const directory = avatarDirectory(uploadDir);
  await mkdir(directory, { recursive: true });
  await writeFile(join(directory, name), bytes, { flag: 'wx', mode: 0o644 });
  return `${AVATAR_URL_PREFIX}${name}`;
}

/**
 * Deletes a photo this app stored, given its URL; URLs of anything else (or already gone files)
 * are left alone. A failure is logged, never thrown: the profile no longer points at the file.
 */
export async function deleteStoredAvatar(
  uploadDir: string,
  url: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!url.startsWith(AVATAR_URL_PREFIX)) return;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  if (!STORED_NAME.test(name)) return;
  try {
    await unlink(join(avatarDirectory(uploadDir), name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      log.warn({ err: error, url }, 'could not delete old avatar');
  }
}
