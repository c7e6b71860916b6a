import type { TAvatarType } from '@talanta/schema';
import sharp from 'sharp';

/**
 * The largest side a stored photo keeps. The biggest avatar is drawn at 96 CSS pixels; 512 covers
 * that on a 3x phone screen with room to spare, and keeps a photo small on slow mobile networks.
 */
const AVATAR_MAX_SIDE = 512;

/**
 * Refuse images that would decode to more pixels than this: a 2 MB PNG of one colour can claim
 * 100,000 x 100,000 pixels (a decompression bomb). 40 megapixels is more than any phone camera.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The photo as it is stored and served: decoded and encoded again in its own format, turned
 * upright by its EXIF orientation, scaled down to AVATAR_MAX_SIDE. Re-encoding keeps only pixels,
 * so EXIF (a phone's GPS position, camera serial), XMP, ICC comments and anything appended after
 * the image are gone, and a file that only looks like an image is refused. Undefined when the
 * bytes do not decode (the caller has already matched their first bytes to `type`).
 */
export async function reencodeAvatar(bytes: Buffer, type: TAvatarType): Promise<Buffer | undefined> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  try {
    switch (type) {
      case 'image/jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'image/png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 85 }).toBuffer();
    }
  } catch {
    // Corrupt, truncated or over the pixel limit: not a photo we can serve.
    return undefined;
  }
}
