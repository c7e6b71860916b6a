import {
  type Executor,
  findDeveloperBackground,
  lockUserRole,
  replaceLanguages,
  replaceWorkHistory,
} from '@talanta/db';
import {
  DEVELOPER_BACKGROUND_MESSAGES,
  ERROR_MESSAGES,
  ZLanguagesResult,
  ZSetLanguagesInput,
  ZSetWorkHistoryInput,
  ZWorkHistoryResult,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { developerProcedure } from '../../trpc/procedures';

/** Runs `replace` for the developer in one transaction, their role re-checked under a lock. */
export function asDeveloper<T>(
  db: Executor,
  userId: number,
  replace: (trx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if ((await lockUserRole(trx, userId)) !== 'developer')
      throw new TRPCError({ code: 'FORBIDDEN', message: ERROR_MESSAGES.forbidden });
    return replace(trx);
  });
}

/** PUT /api/developers/profile/work-history: replaces the developer's work history (issue 38). */
export const setWorkHistory = developerProcedure
  .input(ZSetWorkHistoryInput)
  .output(ZWorkHistoryResult)
  .mutation(async ({ ctx, input }) => {
    const saved = await asDeveloper(ctx.db, ctx.user.id, async (trx) => {
      await replaceWorkHistory(trx, ctx.user.id, input.workHistory);
      return findDeveloperBackground(trx, ctx.user.id);
    });
    return { message: DEVELOPER_BACKGROUND_MESSAGES.workHistorySaved, workHistory: saved.workHistory };
  });

/** PUT /api/developers/profile/languages: replaces the developer's languages (issue 38). */
export const setLanguages = developerProcedure
  .input(ZSetLanguagesInput)
  .output(ZLanguagesResult)
  .mutation(async ({ ctx, input }) => {
    const saved = await asDeveloper(ctx.db, ctx.user.id, async (trx) => {
      await replaceLanguages(trx, ctx.user.id, input.languages);
      return findDeveloperBackground(trx, ctx.user.id);
    });
    return { message: DEVELOPER_BACKGROUND_MESSAGES.languagesSaved, languages: saved.languages };
  });
