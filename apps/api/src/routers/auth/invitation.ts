import { findInvitationPreview } from '@talanta/db';
import {
  ACCOUNT_SECURITY_MESSAGES,
  specializationOf,
  ZInvitationInput,
  ZInvitationPreview,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { hashToken } from '../../auth/tokens';
import { publicProcedure } from '../../trpc/procedures';

/**
 * GET /api/invitations/{token} (issue 38), no account: what the application behind an emailed
 * account link already says, so the registration form asks only for a password (and a phone number
 * when the application gave none). An unknown, used, expired or revoked link, or one whose
 * application was rejected, is one 404. Attempts count against the sign-in limits per IP and token.
 */
export const invitation = publicProcedure
  .input(ZInvitationInput)
  .output(ZInvitationPreview)
  .query(async ({ ctx, input }) => {
    const tokenHash = hashToken(input.token);
    await ctx.services.authRateLimiter.consume(ctx.ip, tokenHash, 'invitation');
    const found = await findInvitationPreview(ctx.db, tokenHash);
    if (!found)
      throw new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_SECURITY_MESSAGES.invalidInvitation });
    return {
      email: found.email,
      firstName: found.firstName,
      lastName: found.lastName,
      phoneNumber: found.phoneNumber || null,
      areaOfSpecialization: specializationOf(found.areaOfExpertise),
      githubUrl: found.githubUrl || null,
      approved: found.isApproved === true,
      expiresAt: found.expiresAt.toISOString(),
    };
  });
