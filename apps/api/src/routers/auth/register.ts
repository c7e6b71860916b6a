import {
  acceptDeveloperInvitation,
  announceChange,
  createClientProfile,
  createDeveloperProfile,
  createUser,
  isUniqueViolation,
  recordConsents,
  toUser,
} from '@talanta/db';
import { ERROR_MESSAGES, ZRegisterInput, ZUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { hashPassword } from '../../auth/password';
import { createSession } from '../../auth/session';
import { publicProcedure } from '../../trpc/procedures';
import { sendVerificationLink } from './email-links';
import { claimInvitation } from './invitation-claim';

/**
 * Creates the account and its empty profile in one transaction, then signs the person in. With an
 * invitation token the developer profile is filled in from the approved application and the email
 * counts as verified (the emailed link proved it); without one, a verification link is emailed.
 * The consent to the Terms and the Privacy Policy (`acceptTerms: true`) is recorded with their versions.
 */
export const register = publicProcedure
  .input(ZRegisterInput)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.authRateLimiter.consume(ctx.ip, input.email);
    const passwordHash = await hashPassword(input.password);
    const user = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const invitation = input.invitationToken
          ? await claimInvitation(trx, input.invitationToken, input)
          : null;
        const created = await createUser(trx, {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          role: input.role,
          emailVerified: invitation !== null,
          // The language the form was in: its emails and pages stay in it.
          locale: ctx.locale,
        });
        await recordConsents(trx, created.id, ctx.ip);
        if (created.role === 'developer') {
          const { areaOfSpecialization, githubUrl } = input;
          await createDeveloperProfile(trx, created.id, { areaOfSpecialization, githubUrl });
        } else {
          await createClientProfile(trx, created.id);
        }
        // The admins' user lists and figures (and a claimed application's review state).
        await announceChange(trx, { admins: true }, invitation ? ['user', 'vetting'] : ['user']);
        if (invitation) await acceptDeveloperInvitation(trx, created.id, invitation);
        else await sendVerificationLink(trx, ctx.origin, created);
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new TRPCError({ code: 'CONFLICT', message: ERROR_MESSAGES.emailTaken });
        throw error;
      });
    ctx.services.jobs.wake();

    const session = await createSession(ctx.db, user.id, user.role, ctx.userAgent);
    ctx.response.setSessionCookie(session.token, session.expiresAt);
    return toUser(user);
  });
