import { deleteApiToken } from '@talanta/db';
import { API_TOKEN_MESSAGES, ZApiTokenIdInput, ZMessageResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { signedInProcedure } from '../../trpc/procedures';

/** DELETE /api/tokens/{id}: the row goes, so the token's next request is refused. */
export const revoke = signedInProcedure
  .input(ZApiTokenIdInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    if (!(await deleteApiToken(ctx.db, ctx.user.id, input.id)))
      throw new TRPCError({ code: 'NOT_FOUND', message: API_TOKEN_MESSAGES.notFound });
    return { message: API_TOKEN_MESSAGES.revoked };
  });
