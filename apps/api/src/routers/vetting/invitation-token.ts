import { ADMIN_LIMITS } from '@talanta/schema';
import { DAY_MS, type IssuedToken, newToken } from '../../auth/tokens';

export type InvitationToken = IssuedToken;

/** A random invitation token (only its SHA-256 is stored) valid for 14 days. */
export function newInvitationToken(now = Date.now()): InvitationToken {
  return newToken(ADMIN_LIMITS.invitationDays * DAY_MS, now);
}

/** The registration link of an invitation: the developer form, for that email. */
export function invitationLink(origin: string, email: string, token: string): string {
  const query = new URLSearchParams({ role: 'developer', email, invite: token });
  return `${origin}/register?${query.toString()}`;
}
