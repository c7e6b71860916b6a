import {
  type TVettingStage,
  type TVettingStageKey,
  type TVettingStageReview,
  type TVettingStageState,
  type TVettingStats,
  VETTING_STAGE_KEYS,
} from '@talanta/schema';
import { type Selectable, sql } from 'kysely';
import type { VettingStagesTable } from '../vetting-types';
import type { Executor } from './executor';

/** The stages of vetting submissions and their decisions (issue 38, migration 0035). */

type StageRow = Selectable<VettingStagesTable>;

const STAGE_COLUMNS = [
  'key',
  'state',
  'required',
  'scheduledAt',
  'completedAt',
  'score',
  'extraTime',
  'decidedBy',
  'notes',
  'updatedAt',
] as const;

export type VettingStageRecord = Pick<StageRow, (typeof STAGE_COLUMNS)[number]>;
type StageRecord = VettingStageRecord;

const ORDER = new Map(VETTING_STAGE_KEYS.map((key, index) => [key, index]));
const byOrder = (a: StageRecord, b: StageRecord) =>
  (ORDER.get(a.key as TVettingStageKey) ?? 0) - (ORDER.get(b.key as TVettingStageKey) ?? 0);

/** A stage as the applicant reads it. */
export function toVettingStage(row: StageRecord): TVettingStage {
  return {
    key: row.key as TVettingStageKey,
    state: row.state as TVettingStageState,
    required: row.required,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    score: row.score,
    extraTime: row.extraTime,
  };
}

/** A stage as admins read it. */
export function toVettingStageReview(row: StageRecord): TVettingStageReview {
  return {
    ...toVettingStage(row),
    decidedBy: row.decidedBy,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A new round's four stages, all pending; `required` names the ones approval waits for. */
export async function insertVettingStages(
  db: Executor,
  submissionId: number,
  round: number,
  required: ReadonlyArray<TVettingStageKey>,
): Promise<void> {
  await db
    .insertInto('vettingStages')
    .values(
      VETTING_STAGE_KEYS.map((key) => ({
        submissionId,
        round,
        key,
        required: key === 'application' || required.includes(key),
      })),
    )
    .execute();
}

/** The stages of a submission's current round, in order. */
export async function listVettingStages(db: Executor, submissionId: number): Promise<StageRecord[]> {
  return (await listVettingStagesOf(db, [submissionId])).get(submissionId) ?? [];
}

/** The stages of many submissions' current rounds, by submission id (the admin's list). */
export async function listVettingStagesOf(
  db: Executor,
  submissionIds: ReadonlyArray<number>,
): Promise<Map<number, StageRecord[]>> {
  const stages = new Map<number, StageRecord[]>();
  if (submissionIds.length === 0) return stages;
  const rows = await db
    .selectFrom('vettingStages')
    .innerJoin('vettingSubmissions', (join) =>
      join
        .onRef('vettingSubmissions.id', '=', 'vettingStages.submissionId')
        .onRef('vettingSubmissions.round', '=', 'vettingStages.round'),
    )
    .select([
      'vettingStages.submissionId',
      ...STAGE_COLUMNS.map((column) => `vettingStages.${column}` as const),
    ])
    .where('vettingStages.submissionId', 'in', [...submissionIds])
    .execute();
  for (const { submissionId, ...stage } of rows) {
    const list = stages.get(submissionId) ?? [];
    list.push(stage);
    stages.set(submissionId, list);
  }
  for (const list of stages.values()) list.sort(byOrder);
  return stages;
}

/**
 * Locks a submission's current-round stages for a change; callers hold the submission's lock
 * first (lockVettingSubmission), so two admins' changes apply one after the other.
 */
export async function lockVettingStages(db: Executor, submissionId: number, round: number) {
  const rows = await db
    .selectFrom('vettingStages')
    .select(STAGE_COLUMNS)
    .where('submissionId', '=', submissionId)
    .where('round', '=', round)
    .forUpdate()
    .execute();
  return rows.sort(byOrder);
}

export interface VettingStageChange {
  submissionId: number;
  round: number;
  key: TVettingStageKey;
  state: TVettingStageState;
  required?: boolean;
  scheduledAt?: Date | null;
  /** The assessment's score. */
  score?: number | null;
  /** The assessment's extra time. */
  extraTime?: boolean;
  /** The admin who set it; null when the applicant's own work set it (an assessment's grade). */
  decidedBy: number | null;
  notes?: string | null;
}

/**
 * Records a stage's state. `completedAt` follows the state: set when it becomes passed, failed or
 * skipped, cleared when it goes back to pending or scheduled.
 */
export async function setVettingStage(db: Executor, change: VettingStageChange): Promise<StageRecord> {
  const finished = change.state === 'passed' || change.state === 'failed' || change.state === 'skipped';
  return db
    .updateTable('vettingStages')
    .set({
      state: change.state,
      completedAt: finished ? sql<Date>`now()` : null,
      decidedBy: change.decidedBy,
      updatedAt: sql<Date>`now()`,
      ...(change.required === undefined ? {} : { required: change.required }),
      ...(change.scheduledAt === undefined ? {} : { scheduledAt: change.scheduledAt }),
      ...(change.score === undefined ? {} : { score: change.score }),
      ...(change.extraTime === undefined ? {} : { extraTime: change.extraTime }),
      ...(change.notes === undefined ? {} : { notes: change.notes }),
    })
    .where('submissionId', '=', change.submissionId)
    .where('round', '=', change.round)
    .where('key', '=', change.key)
    .returning(STAGE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Appends a decision with the stages as they stand. */
export async function recordVettingDecision(
  db: Executor,
  decision: {
    submissionId: number;
    round: number;
    decision: 'approved' | 'rejected';
    decidedBy: number | null;
    stages: ReadonlyArray<Pick<TVettingStage, 'key' | 'state' | 'required' | 'score'>>;
  },
): Promise<void> {
  await db
    .insertInto('vettingDecisions')
    .values({
      submissionId: decision.submissionId,
      round: decision.round,
      decision: decision.decision,
      decidedBy: decision.decidedBy,
      stages: JSON.stringify(
        decision.stages.map(({ key, state, required, score }) => ({ key, state, required, score })),
      ),
    })
    .execute();
}

/**
 * The acceptance rate: of the applications decided in the last `windowDays` days, how many were
 * approved. Each submission's round counts once, by its latest decision in the window (an approval
 * later withdrawn counts as the rejection it became).
 */
export async function readVettingStats(db: Executor, windowDays: number): Promise<TVettingStats> {
  const latest = db
    .selectFrom('vettingDecisions')
    .distinctOn(['submissionId', 'round'])
    .select(['submissionId', 'round', 'decision'])
    .where('decidedAt', '>', sql<Date>`now() - make_interval(days => ${windowDays})`)
    .orderBy('submissionId')
    .orderBy('round')
    .orderBy('decidedAt', 'desc')
    .orderBy('id', 'desc')
    .as('latest');
  const row = await db
    .selectFrom(latest)
    .select((eb) => [
      eb.fn.countAll<string>().as('decided'),
      eb.fn.count<string>('decision').filterWhere('decision', '=', 'approved').as('approved'),
    ])
    .executeTakeFirstOrThrow();
  const decided = Number(row.decided);
  const approved = Number(row.approved);
  return {
    windowDays,
    decided,
    approved,
    acceptanceRate: decided === 0 ? null : approved / decided,
  };
}
