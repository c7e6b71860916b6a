import { isUniqueViolation, toUser, USER_COLUMNS } from '@talanta/db';
import { ERROR_MESSAGES, ZUpdateUserInput, ZUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { signedInProcedure } from '../../trpc/procedures';

/** Account Settings, Basic Information: first name, last name and email. */
export const updateUser = signedInProcedure
  .input(ZUpdateUserInput)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => {
    const updated = await ctx.db
      .updateTable('users')
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        updatedAt: new Date(),
      })
      .where('id', '=', ctx.user.id)
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new TRPCError({ code: 'CONFLICT', message: ERROR_MESSAGES.emailTaken });
        throw error;
      });
    return toUser(updated);
  });
