import { markLinkNotificationsRead } from '@talanta/db';
import { subjectLink, ZMarkAllNotificationsReadResult, ZMarkSubjectReadInput } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';

/**
 * Opening a job, contract or invoice page reads the caller's notices that lead there (issue 39):
 * only the caller's own notices, so an id the caller may not see marks nothing and reveals nothing.
 */
export const markSubjectRead = signedInProcedure
  .input(ZMarkSubjectReadInput)
  .output(ZMarkAllNotificationsReadResult)
  .mutation(async ({ ctx, input }) => ({
    markedRead: await ctx.db
      .transaction()
      .execute((trx) => markLinkNotificationsRead(trx, ctx.user.id, subjectLink(input.subject, input.id))),
  }));
