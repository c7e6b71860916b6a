import { type Executor, findOpenInvitationByToken, type OpenInvitation } from '@talanta/db';
import { ACCOUNT_SECURITY_MESSAGES } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { hashToken } from '../../auth/tokens';

function badRequest(message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message });
}

/**
 * The open invitation a registration's token names, refused (400) when the token is unknown, used,
 * expired or revoked, the registration is not a developer's, or the email is not the invited one.
 * Only the token attaches an approved application: it was emailed, so it proves the address.
 */
export async function claimInvitation(
  trx: Executor,
  token: string,
  registration: { email: string; role: string },
): Promise<OpenInvitation> {
  const invitation = await findOpenInvitationByToken(trx, hashToken(token));
  if (!invitation) throw badRequest(ACCOUNT_SECURITY_MESSAGES.invalidInvitation);
  if (registration.role !== 'developer') throw badRequest(ACCOUNT_SECURITY_MESSAGES.invitationForDevelopers);
  if (invitation.email.toLowerCase() !== registration.email.toLowerCase()) {
    throw badRequest(ACCOUNT_SECURITY_MESSAGES.invitationEmailDiffers);
  }
  return invitation;
}
