import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** The shape of every emailed single-use token: 32 random bytes, stored only as a SHA-256 hash. */
export interface IssuedToken {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** One part of a session or API token: 20 random bytes, base32 (lower case, no padding). */
export function randomTokenPart(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The SHA-256 of a session or API token's secret, as stored and compared in constant time. */
export function hashTokenSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

export function newToken(lifetimeMs: number, now = Date.now()): IssuedToken {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const token = encodeBase32LowerCaseNoPadding(bytes);
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now + lifetimeMs) };
}
