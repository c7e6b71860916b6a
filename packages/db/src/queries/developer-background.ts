import {
  PUBLIC_VETTING_STAGE_KEYS,
  type TPublicLanguage,
  type TPublicProject,
  type TPublicVetting,
  type TPublicWorkHistoryEntry,
} from '@talanta/schema';
import { type RawBuilder, sql } from 'kysely';
import type { VettingProject } from '../types';
import type { Executor } from './executor';

/** The stages in the order clients read them, as SQL: the array's position sorts them. */
const PUBLIC_STAGE_ORDER = sql`array[${sql.join(PUBLIC_VETTING_STAGE_KEYS.map((key) => sql.lit(key)))}]::text[]`;

/**
 * The approved vetting application of the account with this email (one per email, on the
 * lower(email) unique index): when it was approved, its projects and which of the stages after the
 * application its current round passed. Never the scores, notes or references' answers. A LEFT JOIN
 * LATERAL of talent queries, so a page of developers reads it in the same one query.
 */
export function approvedVettingOf(db: Executor, email: RawBuilder<string>) {
  return db
    .selectFrom('vettingSubmissions as vs')
    .where((eb) => eb(eb.fn('lower', ['vs.email']), '=', sql<string>`lower(${email})`))
    .where('vs.isApproved', '=', sql.lit(true))
    .select([
      sql<Date>`coalesce(vs.reviewed_at, vs.created_at)`.as('vettingApprovedAt'),
      'vs.projects as vettingProjects',
      sql<string[]>`array(
        select st.key from vetting_stages st
        where st.submission_id = vs.id and st.round = vs.round and st.state = 'passed'
          and st.key = any(${PUBLIC_STAGE_ORDER})
        order by array_position(${PUBLIC_STAGE_ORDER}, st.key))`.as('vettingPassed'),
    ]);
}

export interface ApprovedVettingRecord {
  vettingApprovedAt: Date | null;
  vettingProjects: VettingProject[] | null;
  vettingPassed: string[] | null;
}

function isPublicStage(key: string): key is TPublicVetting['passed'][number] {
  return (PUBLIC_VETTING_STAGE_KEYS as readonly string[]).includes(key);
}

/** The public reading of approvedVettingOf's columns. */
export function toPublicVetting(row: ApprovedVettingRecord): {
  vetting: TPublicVetting | null;
  projects: TPublicProject[];
} {
  if (!row.vettingApprovedAt) return { vetting: null, projects: [] };
  return {
    vetting: {
      passed: (row.vettingPassed ?? []).filter(isPublicStage),
      approvedAt: new Date(row.vettingApprovedAt).toISOString(),
    },
    projects: (row.vettingProjects ?? []).map((project) => ({
      name: project.name,
      description: project.description,
      link: project.link ?? null,
    })),
  };
}

/** A developer's jobs in their order, as one JSON array (a scalar subselect of talent queries). */
export function workHistoryOf(userId: RawBuilder<number>) {
  return sql<TPublicWorkHistoryEntry[]>`coalesce((
    select jsonb_agg(jsonb_build_object('company', w.company, 'title', w.title,
      'startedOn', w.started_on, 'endedOn', w.ended_on) order by w.position)
    from developer_work_history w where w.user_id = ${userId}), '[]'::jsonb)`;
}

/** A developer's languages by name, as one JSON array (a scalar subselect of talent queries). */
export function languagesOf(userId: RawBuilder<number>) {
  return sql<TPublicLanguage[]>`coalesce((
    select jsonb_agg(jsonb_build_object('language', l.language, 'level', l.level) order by lower(l.language))
    from developer_languages l where l.user_id = ${userId}), '[]'::jsonb)`;
}

/** Replaces a developer's work history with `entries`, in their order. */
export async function replaceWorkHistory(
  db: Executor,
  userId: number,
  entries: TPublicWorkHistoryEntry[],
): Promise<void> {
  await db.deleteFrom('developerWorkHistory').where('userId', '=', userId).execute();
  if (entries.length === 0) return;
  await db
    .insertInto('developerWorkHistory')
    .values(entries.map((entry, position) => ({ userId, position, ...entry })))
    .execute();
}

/** Replaces a developer's languages with `entries`. */
export async function replaceLanguages(
  db: Executor,
  userId: number,
  entries: TPublicLanguage[],
): Promise<void> {
  await db.deleteFrom('developerLanguages').where('userId', '=', userId).execute();
  if (entries.length === 0) return;
  await db
    .insertInto('developerLanguages')
    .values(entries.map((entry) => ({ userId, ...entry })))
    .execute();
}

/** A developer's own background as they saved it (the account export, the editor's answer). */
export async function findDeveloperBackground(db: Executor, userId: number) {
  const row = await db
    .selectNoFrom([
      workHistoryOf(sql.val(userId)).as('workHistory'),
      languagesOf(sql.val(userId)).as('languages'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
