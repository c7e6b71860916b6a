import type { TSaveScorecardInput, TScorecard, TScorecardRecommendation } from '@talanta/schema';
import { type Selectable, sql } from 'kysely';
import type { VettingScorecardsTable } from '../vetting-types';
import type { Executor } from './executor';

/** The vetting interview's scorecard, one per submission round (issue 38, migration 0038). */

const SCORECARD_COLUMNS = [
  'submissionId',
  'round',
  'authorId',
  'problemSolving',
  'communication',
  'codeQuality',
  'technicalDepth',
  'english',
  'recommendation',
  'notes',
  'updatedAt',
] as const;

type ScorecardRow = Pick<Selectable<VettingScorecardsTable>, (typeof SCORECARD_COLUMNS)[number]>;

function toScorecard(row: ScorecardRow): TScorecard {
  const ratings = {
    problemSolving: row.problemSolving,
    communication: row.communication,
    codeQuality: row.codeQuality,
    technicalDepth: row.technicalDepth,
    english: row.english,
  };
  const total = Object.values(ratings).reduce((sum, value) => sum + value, 0);
  return {
    submissionId: row.submissionId,
    round: row.round,
    ratings,
    average: Math.round((total / 5) * 10) / 10,
    recommendation: row.recommendation as TScorecardRecommendation,
    notes: row.notes,
    authorId: row.authorId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Saves a round's scorecard, replacing the one saved before (the caller checks it is undecided). */
export async function saveVettingScorecard(
  db: Executor,
  scorecard: Omit<TSaveScorecardInput, 'id'> & { submissionId: number; round: number; authorId: number },
): Promise<TScorecard> {
  const values = {
    authorId: scorecard.authorId,
    ...scorecard.ratings,
    recommendation: scorecard.recommendation,
    notes: scorecard.notes ?? null,
  };
  const row = await db
    .insertInto('vettingScorecards')
    .values({ submissionId: scorecard.submissionId, round: scorecard.round, ...values })
    .onConflict((conflict) =>
      conflict.columns(['submissionId', 'round']).doUpdateSet({ ...values, updatedAt: sql<Date>`now()` }),
    )
    .returning(SCORECARD_COLUMNS)
    .executeTakeFirstOrThrow();
  return toScorecard(row);
}

/** The scorecard of a submission's current round, if one was saved. */
export async function findVettingScorecard(db: Executor, submissionId: number): Promise<TScorecard | null> {
  const row = await db
    .selectFrom('vettingScorecards')
    .innerJoin('vettingSubmissions', (join) =>
      join
        .onRef('vettingSubmissions.id', '=', 'vettingScorecards.submissionId')
        .onRef('vettingSubmissions.round', '=', 'vettingScorecards.round'),
    )
    .select(SCORECARD_COLUMNS.map((column) => `vettingScorecards.${column}` as const))
    .where('vettingScorecards.submissionId', '=', submissionId)
    .executeTakeFirst();
  return row ? toScorecard(row) : null;
}
