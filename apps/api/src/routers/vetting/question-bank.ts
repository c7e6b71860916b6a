import {
  type AuditActor,
  announceChange,
  archiveVettingQuestion,
  type Executor,
  insertVettingQuestion,
  listVettingQuestions,
  lockVettingQuestion,
  recordAudit,
  updateVettingQuestion,
} from '@talanta/db';
import {
  type TAuditAction,
  type TVettingQuestion,
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

/** Every change of the bank leaves an audit row, and the admins' open bank screens refresh. */
async function recordBankChange(
  trx: Executor,
  actor: AuditActor,
  action: TAuditAction,
  before: TVettingQuestion | null,
  after: TVettingQuestion | null,
): Promise<void> {
  const id = (after ?? before)?.id ?? null;
  await recordAudit(trx, { actor, action, targetType: 'vetting_question', targetId: id, before, after });
  await announceChange(trx, { admins: true }, ['vetting']);
}

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
      const actor = await lockActingAdmin(trx, ctx.user);
      const created = await insertVettingQuestion(trx, input, ctx.user.id);
      await recordBankChange(trx, actor, 'question.create', null, created);
      return created;
    }),
  );

/** PUT /api/admin/vetting-questions/{id}: every field replaced; attempts already drawn keep theirs. */
export const questionUpdate = adminProcedure
  .input(ZVettingQuestionUpdateInput)
  .output(ZVettingQuestion)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const actor = await lockActingAdmin(trx, ctx.user);
      const { id, ...values } = input;
      const before = await lockVettingQuestion(trx, id);
      if (!before) throw notFound();
      const updated = await updateVettingQuestion(trx, id, values);
      if (!updated) throw notFound();
      await recordBankChange(trx, actor, 'question.update', before, updated);
      return updated;
    }),
  );

/** DELETE /api/admin/vetting-questions/{id}: archives it. */
export const questionRemove = adminProcedure
  .input(ZIdInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const actor = await lockActingAdmin(trx, ctx.user);
      const before = await lockVettingQuestion(trx, input.id);
      if (!before || !(await archiveVettingQuestion(trx, input.id))) throw notFound();
      await recordBankChange(trx, actor, 'question.delete', before, null);
      return { message: VETTING_ASSESSMENT_MESSAGES.questionDeleted };
    }),
  );
