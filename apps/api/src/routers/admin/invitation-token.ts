import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { ADMIN_LIMITS } from '@talanta/schema';

export interface InvitationToken {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

/** A random invitation token (only its SHA-256 is stored) valid for 14 days. */
export function newInvitationToken(now = Date.now()): InvitationToken {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const token = encodeBase32LowerCaseNoPadding(bytes);
  return {
    token,
    tokenHash: encodeHexLowerCase(sha256(new TextEncoder().encode(token))),
    expiresAt: new Date(now + ADMIN_LIMITS.invitationDays * 24 * 60 * 60 * 1000),
  };
}

/** The registration link of an invitation: the developer form, for that email. */
export function invitationLink(origin: string, email: string, token: string): string {
  const query = new URLSearchParams({ role: 'developer', email, invite: token });
  return `${origin}/register?${query.toString()}`;
}
