import { acceptDeveloperInvitation, isUniqueViolation, toUser, USER_COLUMNS } from '@talanta/db';
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
        const created = await trx
          .insertInto('users')
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            phoneNumber: input.phoneNumber,
            role: input.role,
            emailVerified: invitation !== null,
          })
          .returning(USER_COLUMNS)
          .executeTakeFirstOrThrow();
        if (created.role === 'developer') {
          await trx
            .insertInto('developerProfiles')
            .values({
              userId: created.id,
              areaOfSpecialization: input.areaOfSpecialization,
              githubUrl: input.githubUrl,
            })
            .execute();
        } else {
          await trx.insertInto('clientProfiles').values({ userId: created.id }).execute();
        }
        if (invitation) await acceptDeveloperInvitation(trx, created.id, invitation);
        else await sendVerificationLink(trx, ctx.origin, created);
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new TRPCError({ code: 'CONFLICT', message: ERROR_MESSAGES.emailTaken });
        throw error;
      });
    void ctx.services.mailer.flush();

    const session = await createSession(ctx.db, user.id, user.role);
    ctx.response.setSessionCookie(session.token, session.expiresAt);
    return toUser(user);
  });
