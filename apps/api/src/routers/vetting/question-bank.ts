import {
  archiveVettingQuestion,
  insertVettingQuestion,
  listVettingQuestions,
  updateVettingQuestion,
} from '@talanta/db';
import {
  VETTING_ASSESSMENT_MESSAGES,
  ZIdInput,
  ZMessageResult,
  ZVettingQuestion,
  ZVettingQuestionInput,
  ZVettingQuestionList,
  ZVettingQuestionListInput,
  ZVettingQuestionUpdateInput,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { lockActingAdmin } from '../../trpc/audit-actor';
import { adminProcedure } from '../../trpc/procedures';

/**
 * The assessment's question bank (issue 38), admins only: the one place a question's right answer
 * (`correctIndex`) and explanation are ever read. Deleting archives: the question leaves every list
 * and draw, and the attempts that drew it keep their snapshot.
 */

const notFound = () =>
  new TRPCError({ code: 'NOT_FOUND', message: VETTING_ASSESSMENT_MESSAGES.questionNotFound });

/** GET /api/admin/vetting-questions: a page of the bank, by skill or searched, with counts per skill. */
export const questionList = adminProcedure
  .input(ZVettingQuestionListInput)
  .output(ZVettingQuestionList)
  .query(({ ctx, input }) => listVettingQuestions(ctx.db, input));

/** POST /api/admin/vetting-questions. */
export const questionCreate = adminProcedure
  .input(ZVettingQuestionInput)
  .output(ZVettingQuestion)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockActingAdmin(trx, ctx.user);
      return insertVettingQuestion(trx, input, ctx.user.id);
    }),
  );

/** PUT /api/admin/vetting-questions/{id}: every field replaced; attempts already drawn keep theirs. */
export const questionUpdate = adminProcedure
  .input(ZVettingQuestionUpdateInput)
  .output(ZVettingQuestion)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockActingAdmin(trx, ctx.user);
      const { id, ...values } = input;
      const updated = await updateVettingQuestion(trx, id, values);
      if (!updated) throw notFound();
      return updated;
    }),
  );

/** DELETE /api/admin/vetting-questions/{id}: archives it. */
export const questionRemove = adminProcedure
  .input(ZIdInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockActingAdmin(trx, ctx.user);
      if (!(await archiveVettingQuestion(trx, input.id))) throw notFound();
      return { message: VETTING_ASSESSMENT_MESSAGES.questionDeleted };
    }),
  );
