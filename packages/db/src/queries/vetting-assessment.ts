import {
  ADMIN_LIMITS,
  type TPublicQuestion,
  type TVettingQuestion,
  type TVettingQuestionInput,
  type TVettingQuestionList,
  type TVettingQuestionListFilters,
  VETTING_SKILLS,
} from '@talanta/schema';
import { type Selectable, sql } from 'kysely';
import type { VettingAssessmentAttemptsTable, VettingQuestionsTable } from '../vetting-assessment-types';
import type { Executor } from './executor';
import { containsPattern } from './like-pattern';

/** The vetting assessment's question bank and attempts (issue 38, migration 0036). */

type QuestionRow = Selectable<VettingQuestionsTable>;
export type AssessmentAttemptRecord = Selectable<VettingAssessmentAttemptsTable>;

const QUESTION_COLUMNS = [
  'id',
  'skill',
  'prompt',
  'choices',
  'correctIndex',
  'explanation',
  'createdAt',
  'updatedAt',
] as const;

/** A question as admins read it (with its right answer). */
export function toVettingQuestion(
  row: Pick<QuestionRow, (typeof QUESTION_COLUMNS)[number]>,
): TVettingQuestion {
  return {
    id: row.id,
    skill: row.skill,
    prompt: row.prompt,
    choices: row.choices,
    correctIndex: row.correctIndex,
    explanation: row.explanation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type VettingQuestionValues = Omit<Required<TVettingQuestionInput>, 'explanation'> & {
  explanation: string | null;
};

/** The bank's page (not archived), newest first, with how many match and the counts per skill. */
export async function listVettingQuestions(
  db: Executor,
  filters: TVettingQuestionListFilters,
): Promise<TVettingQuestionList> {
  let matching = db.selectFrom('vettingQuestions').where('archivedAt', 'is', null);
  if (filters.skill) matching = matching.where('skill', '=', filters.skill);
  if (filters.search) {
    const pattern = containsPattern(filters.search.toLowerCase());
    matching = matching.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['prompt']), 'like', pattern),
        sql<boolean>`exists (select 1 from unnest(choices) as choice where lower(choice) like ${pattern})`,
      ]),
    );
  }
  const [rows, total, counts] = await Promise.all([
    matching
      .select(QUESTION_COLUMNS)
      .orderBy('id', 'desc')
      .limit(filters.limit ?? ADMIN_LIMITS.listMax)
      .offset(filters.offset)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    countVettingQuestionsBySkill(db, VETTING_SKILLS),
  ]);
  return {
    questions: rows.map(toVettingQuestion),
    total: Number(total.total),
    counts: VETTING_SKILLS.map((skill) => ({ skill, count: counts.get(skill) ?? 0 })),
  };
}

/** How many questions (not archived) the bank holds for each of the skills. */
export async function countVettingQuestionsBySkill(
  db: Executor,
  skills: ReadonlyArray<string>,
): Promise<Map<string, number>> {
  if (skills.length === 0) return new Map();
  const rows = await db
    .selectFrom('vettingQuestions')
    .select((eb) => ['skill', eb.fn.countAll<string>().as('count')])
    .where('archivedAt', 'is', null)
    .where('skill', 'in', [...skills])
    .groupBy('skill')
    .execute();
  return new Map(rows.map((row) => [row.skill, Number(row.count)]));
}

export async function insertVettingQuestion(
  db: Executor,
  values: VettingQuestionValues,
  createdBy: number,
): Promise<TVettingQuestion> {
  const row = await db
    .insertInto('vettingQuestions')
    .values({ ...values, createdBy })
    .returning(QUESTION_COLUMNS)
    .executeTakeFirstOrThrow();
  return toVettingQuestion(row);
}

/** A question of the bank (not archived), locked until the transaction ends: the audit's "before". */
export async function lockVettingQuestion(db: Executor, id: number): Promise<TVettingQuestion | undefined> {
  const row = await db
    .selectFrom('vettingQuestions')
    .select(QUESTION_COLUMNS)
    .where('id', '=', id)
    .where('archivedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row ? toVettingQuestion(row) : undefined;
}

/** Replaces a question (not archived); undefined when there is none. */
export async function updateVettingQuestion(
  db: Executor,
  id: number,
  values: VettingQuestionValues,
): Promise<TVettingQuestion | undefined> {
  const row = await db
    .updateTable('vettingQuestions')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('archivedAt', 'is', null)
    .returning(QUESTION_COLUMNS)
    .executeTakeFirst();
  return row ? toVettingQuestion(row) : undefined;
}

/** Archives a question: it leaves every list and draw; attempts keep their snapshot. */
export async function archiveVettingQuestion(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('vettingQuestions')
    .set({ archivedAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every question of the bank (not archived) for the skills, with its choices and right answer: the draw's pool. */
export function listVettingQuestionPool(db: Executor, skills: ReadonlyArray<string>) {
  if (skills.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vettingQuestions')
    .select(['id', 'skill', 'prompt', 'choices', 'correctIndex'])
    .where('archivedAt', 'is', null)
    .where('skill', 'in', [...skills])
    .execute();
}

/** Which submission an attempt belongs to (read before locking the submission, then the attempt). */
export async function findAssessmentAttemptSubmissionId(
  db: Executor,
  attemptId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('vettingAssessmentAttempts')
    .select('submissionId')
    .where('id', '=', attemptId)
    .executeTakeFirst();
  return row?.submissionId ?? null;
}

/** The attempt of a submission's round, if one was started. */
export function findAssessmentAttempt(
  db: Executor,
  submissionId: number,
  round: number,
): Promise<(AssessmentAttemptRecord & { expired: boolean }) | undefined> {
  return db
    .selectFrom('vettingAssessmentAttempts')
    .selectAll()
    .select(sql<boolean>`expires_at <= now()`.as('expired'))
    .where('submissionId', '=', submissionId)
    .where('round', '=', round)
    .executeTakeFirst();
}

export interface DrawnItem {
  questionId: number;
  prompt: string;
  choices: string[];
  correctIndex: number;
}

/** Starts an attempt with its drawn items, in order; answers its row. */
export async function insertAssessmentAttempt(
  db: Executor,
  attempt: { submissionId: number; round: number; minutes: number; items: ReadonlyArray<DrawnItem> },
): Promise<AssessmentAttemptRecord> {
  const row = await db
    .insertInto('vettingAssessmentAttempts')
    .values({
      submissionId: attempt.submissionId,
      round: attempt.round,
      expiresAt: sql<Date>`now() + make_interval(mins => ${attempt.minutes})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('vettingAssessmentItems')
    .values(attempt.items.map((item, position) => ({ attemptId: row.id, position, ...item })))
    .execute();
  return row;
}

/** An attempt's questions as the applicant reads them, in order: prompt and choices only. */
export async function listAssessmentQuestions(db: Executor, attemptId: number): Promise<TPublicQuestion[]> {
  const rows = await db
    .selectFrom('vettingAssessmentItems')
    .select(['questionId', 'prompt', 'choices'])
    .where('attemptId', '=', attemptId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({ id: row.questionId, prompt: row.prompt, choices: row.choices }));
}

/** The attempt's submission, when the attempt is the applicant's own (by their email); no lock. */
export function findOwnAssessmentAttempt(db: Executor, attemptId: number, email: string) {
  return db
    .selectFrom('vettingAssessmentAttempts')
    .innerJoin('vettingSubmissions', 'vettingSubmissions.id', 'vettingAssessmentAttempts.submissionId')
    .select(['vettingAssessmentAttempts.id', 'vettingAssessmentAttempts.submissionId'])
    .where('vettingAssessmentAttempts.id', '=', attemptId)
    .where((eb) => eb(eb.fn('lower', ['vettingSubmissions.email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/**
 * Locks an attempt for grading (callers lock its submission first, as starting does); `expired`
 * is read from the database's clock.
 */
export function lockAssessmentAttempt(
  db: Executor,
  attemptId: number,
): Promise<(AssessmentAttemptRecord & { expired: boolean }) | undefined> {
  return db
    .selectFrom('vettingAssessmentAttempts')
    .selectAll()
    .select(sql<boolean>`expires_at <= now()`.as('expired'))
    .where('id', '=', attemptId)
    .forUpdate()
    .executeTakeFirst();
}

/** An attempt's items with their right answers, in order (the server's grading only). */
export function listAssessmentItems(db: Executor, attemptId: number) {
  return db
    .selectFrom('vettingAssessmentItems')
    .select(['position', 'questionId', 'choices', 'correctIndex'])
    .where('attemptId', '=', attemptId)
    .orderBy('position')
    .execute();
}

/** Records the answers and the grade; the attempt is then submitted (or ended by time). */
export async function recordAssessmentGrade(
  db: Executor,
  attemptId: number,
  grade: {
    answers: ReadonlyArray<{ questionId: number; choiceIndex: number }>;
    score: number;
    passed: boolean;
  },
): Promise<void> {
  if (grade.answers.length > 0) {
    const questionIds = grade.answers.map((answer) => answer.questionId);
    const choiceIndexes = grade.answers.map((answer) => answer.choiceIndex);
    await sql`
      update vetting_assessment_items as item set choice_index = answer.choice_index
      from unnest(${questionIds}::integer[], ${choiceIndexes}::integer[]) as answer(question_id, choice_index)
      where item.attempt_id = ${attemptId} and item.question_id = answer.question_id`.execute(db);
  }
  await db
    .updateTable('vettingAssessmentAttempts')
    .set({ submittedAt: sql<Date>`now()`, score: grade.score, passed: grade.passed })
    .where('id', '=', attemptId)
    .execute();
}

/** Unsubmitted attempts whose time is over (the close job's sweep), oldest first. */
export async function listExpiredAssessmentAttempts(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('vettingAssessmentAttempts')
    .select('id')
    .where('submittedAt', 'is', null)
    .where('expiresAt', '<=', sql<Date>`now()`)
    .orderBy('expiresAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
