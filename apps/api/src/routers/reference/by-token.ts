import { findVettingReferenceByToken } from '@talanta/db';
import {
  applicantShortName,
  type TReferenceRelationship,
  VETTING_REFERENCE_MESSAGES,
  ZReferenceRequest,
  ZReferenceTokenInput,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { hashToken } from '../../auth/tokens';
import { publicProcedure } from '../../trpc/procedures';

export const invalidReferenceLink = () =>
  new TRPCError({ code: 'NOT_FOUND', message: VETTING_REFERENCE_MESSAGES.invalidLink });

/**
 * GET /api/references/{token} (issue 38), no account: who asks the referee, about whom (first name
 * and last initial), and until when. An unknown, expired or answered link, or one for an
 * application already decided or a referee since replaced, is one 404 with one message. Attempts
 * count against the sign-in limits per IP and per token.
 */
export const byToken = publicProcedure
  .input(ZReferenceTokenInput)
  .output(ZReferenceRequest)
  .query(async ({ ctx, input }) => {
    const tokenHash = hashToken(input.token);
    await ctx.services.authRateLimiter.consume(ctx.ip, tokenHash, 'reference');
    const reference = await findVettingReferenceByToken(ctx.db, tokenHash);
    if (!reference || reference.answeredAt || reference.expiresAt.getTime() <= Date.now())
      throw invalidReferenceLink();
    return {
      applicantName: applicantShortName(reference.firstName, reference.lastName),
      refereeName: reference.name,
      relationship: reference.relationship as TReferenceRelationship,
      expiresAt: reference.expiresAt.toISOString(),
    };
  });
