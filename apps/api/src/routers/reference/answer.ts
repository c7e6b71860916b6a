import {
  announceChange,
  answerVettingReference,
  findUserIdentityByEmail,
  findVettingReferenceByToken,
} from '@talanta/db';
import { VETTING_REFERENCE_MESSAGES, ZAnswerReferenceInput, ZMessageResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { hashToken } from '../../auth/tokens';
import { publicProcedure } from '../../trpc/procedures';
import { invalidReferenceLink } from './by-token';

/**
 * POST /api/references/{token} (issue 38), no account: the referee's answer, once. The reference
 * row is locked, so of concurrent answers exactly one is recorded and the others answer 409 as a
 * second answer does; an unknown or expired link is 404. The admins hear of it live; the applicant's
 * screens refresh to show that this referee answered, never what they said. The stage is the
 * admins' to record. Attempts count against the sign-in limits per IP and per token.
 */
export const answer = publicProcedure
  .input(ZAnswerReferenceInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    const { token, ...given } = input;
    const tokenHash = hashToken(token);
    await ctx.services.authRateLimiter.consume(ctx.ip, tokenHash, 'reference');
    await ctx.db.transaction().execute(async (trx) => {
      const reference = await findVettingReferenceByToken(trx, tokenHash, { lock: true });
      if (!reference) throw invalidReferenceLink();
      if (reference.answeredAt)
        throw new TRPCError({ code: 'CONFLICT', message: VETTING_REFERENCE_MESSAGES.answered });
      if (reference.expiresAt.getTime() <= Date.now()) throw invalidReferenceLink();
      if (!(await answerVettingReference(trx, reference.id, given)))
        throw new TRPCError({ code: 'CONFLICT', message: VETTING_REFERENCE_MESSAGES.answered });
      const applicant = await findUserIdentityByEmail(trx, reference.applicantEmail);
      await announceChange(trx, { userIds: applicant ? [applicant.id] : [], admins: true }, ['vetting']);
    });
    return { message: VETTING_REFERENCE_MESSAGES.thanks };
  });
