import { ADMIN_LIMITS } from '@talanta/schema';
import { DAY_MS, type IssuedToken, newToken } from '../../auth/tokens';

export type InvitationToken = IssuedToken;

/** A random invitation token (only its SHA-256 is stored) valid for 14 days. */
export function newInvitationToken(now = Date.now()): InvitationToken {
  return newToken(ADMIN_LIMITS.invitationDays * DAY_MS, now);
}

interface Invitee {
  email: string;
  firstName: string;
  lastName: string;
}

/** The registration link of an invitation: the developer form, prefilled with the applicant's email and name. */
export function invitationLink(origin: string, invitee: Invitee, token: string): string {
  const { email, firstName, lastName } = invitee;
  const query = new URLSearchParams({ role: 'developer', email, firstName, lastName, invite: token });
  return `${origin}/register?${query.toString()}`;
}
