import { ZUnsubscribeInput, ZUnsubscribeOutput } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';
import { describeUnsubscribe, readUnsubscribeToken } from './unsubscribe-token-input';

/**
 * GET /api/email/unsubscribe?token=…: what the link from an email would turn off. Reading changes
 * nothing, since link scanners open links in emails; the /unsubscribe page asks before it posts.
 */
export const unsubscribeInfo = publicProcedure
  .input(ZUnsubscribeInput)
  .output(ZUnsubscribeOutput)
  .query(async ({ ctx, input }) => {
    const { userId, kind } = readUnsubscribeToken(input.token);
    return describeUnsubscribe(ctx, userId, kind);
  });
