import { acceptDeveloperInvitation, isUniqueViolation, toUser, USER_COLUMNS } from '@talanta/db';
import { ERROR_MESSAGES, ZRegisterInput, ZUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { hashPassword } from '../../auth/password';
import { createSession } from '../../auth/session';
import { publicProcedure } from '../../trpc/procedures';

/**
 * Creates the account and its empty profile in one transaction (a developer invited after an
 * approved application gets the profile filled in and approved), then signs the person in.
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
        const created = await trx
          .insertInto('users')
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            phoneNumber: input.phoneNumber,
            role: input.role,
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
          // An approved onboarding application under this email fills in and approves the profile.
          await acceptDeveloperInvitation(trx, created);
        } else {
          await trx.insertInto('clientProfiles').values({ userId: created.id }).execute();
        }
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new TRPCError({ code: 'CONFLICT', message: ERROR_MESSAGES.emailTaken });
        throw error;
      });

    const session = await createSession(ctx.db, user.id, user.role);
    ctx.response.setSessionCookie(session.token, session.expiresAt);
    return toUser(user);
  });
