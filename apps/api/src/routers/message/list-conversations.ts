import { findConversationSummaries } from '@talanta/db';
import { ZConversationList, ZListConversationsInput } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';

/** The Messages page's list: the user's conversations, newest activity first, optionally searched. */
export const listConversations = signedInProcedure
  .input(ZListConversationsInput)
  .output(ZConversationList)
  .query(({ ctx, input }) => findConversationSummaries(ctx.db, ctx.user.id, input));
