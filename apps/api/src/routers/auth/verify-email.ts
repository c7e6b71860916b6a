import {
  acceptDeveloperInvitation,
  announceChange,
  consumeEmailToken,
  type Executor,
  findOpenInvitationForEmail,
  findUserById,
  markEmailVerified,
} from '@talanta/db';
import { ACCOUNT_SECURITY_MESSAGES, ZMessageResult, ZVerifyEmailInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { hashToken } from '../../auth/tokens';
import { publicProcedure } from '../../trpc/procedures';

/**
 * Consumes an emailed verification link. It proves only the address it was sent to, so a link for
 * an address the account no longer has verifies nothing. A developer who proves an address with an
 * approved vetting application waiting for it gets that application's profile.
 */
export const verifyEmail = publicProcedure
  .input(ZVerifyEmailInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    const verified = await ctx.db.transaction().execute(async (trx) => {
      const token = await consumeEmailToken(trx, hashToken(input.token), 'verify-email');
      if (!token || !(await markEmailVerified(trx, token.userId, token.email))) return false;
      await claimInvitationForProvenEmail(trx, token.userId, token.email);
      return true;
    });
    if (!verified) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_SECURITY_MESSAGES.invalidVerification });
    }
    return { message: ACCOUNT_SECURITY_MESSAGES.emailVerified };
  });

async function claimInvitationForProvenEmail(trx: Executor, userId: number, email: string): Promise<void> {
  const user = await findUserById(trx, userId);
  if (user?.role !== 'developer') return;
  const invitation = await findOpenInvitationForEmail(trx, email);
  if (!invitation) return;
  // The profile is approved now: the developer's open screens and the admins' lists show it.
  await announceChange(trx, { userIds: [userId], admins: true }, ['vetting', 'user']);
  await acceptDeveloperInvitation(trx, userId, invitation);
}
