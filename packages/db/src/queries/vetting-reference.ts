import type {
  TMyReference,
  TReferenceAnswer,
  TReferenceRelationship,
  TReferenceReview,
  TReferenceStatus,
} from '@talanta/schema';
import { type Selectable, sql } from 'kysely';
import type { VettingReferencesTable } from '../vetting-reference-types';
import type { Executor } from './executor';

/** The referees of vetting submissions and their answers (issue 38, migration 0037). */

type ReferenceRow = Selectable<VettingReferencesTable>;

const REFERENCE_COLUMNS = [
  'id',
  'round',
  'position',
  'name',
  'email',
  'relationship',
  'expiresAt',
  'sentAt',
  'answeredAt',
  'monthsWorkedTogether',
  'wouldRehire',
  'comments',
] as const;

export type VettingReferenceRecord = Pick<ReferenceRow, (typeof REFERENCE_COLUMNS)[number]>;

export function referenceStatus(row: Pick<ReferenceRow, 'answeredAt' | 'expiresAt'>, now = new Date()) {
  if (row.answeredAt) return 'answered' satisfies TReferenceStatus;
  return row.expiresAt.getTime() <= now.getTime()
    ? ('expired' satisfies TReferenceStatus)
    : ('sent' satisfies TReferenceStatus);
}

/** A referee as the applicant reads them: never the answer. */
export function toMyReference(row: VettingReferenceRecord, now = new Date()): TMyReference {
  return {
    position: row.position,
    name: row.name,
    email: row.email,
    relationship: row.relationship as TReferenceRelationship,
    status: referenceStatus(row, now),
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** A referee as admins read them, with the answer. */
export function toReferenceReview(row: VettingReferenceRecord, now = new Date()): TReferenceReview {
  return {
    ...toMyReference(row, now),
    id: row.id,
    round: row.round,
    monthsWorkedTogether: row.monthsWorkedTogether,
    wouldRehire: row.wouldRehire,
    comments: row.comments,
  };
}

/** The referees of one round of a submission, by position. */
export function listVettingReferences(
  db: Executor,
  submissionId: number,
  round: number,
): Promise<VettingReferenceRecord[]> {
  return roundReferences(db, submissionId, round).execute();
}

/** The referees of every round of a submission, newest round first (the admins' read). */
export function listAllVettingReferences(
  db: Executor,
  submissionId: number,
): Promise<VettingReferenceRecord[]> {
  return referencesOf(db, submissionId).orderBy('round', 'desc').orderBy('position').execute();
}

/** The referees of one round, locked until the transaction ends (the applicant changing them). */
export function lockVettingReferences(
  db: Executor,
  submissionId: number,
  round: number,
): Promise<VettingReferenceRecord[]> {
  return roundReferences(db, submissionId, round).forUpdate().execute();
}

function referencesOf(db: Executor, submissionId: number) {
  return db
    .selectFrom('vettingReferences')
    .select(REFERENCE_COLUMNS)
    .where('submissionId', '=', submissionId);
}

function roundReferences(db: Executor, submissionId: number, round: number) {
  return referencesOf(db, submissionId).where('round', '=', round).orderBy('position');
}

export interface NewVettingReference {
  submissionId: number;
  round: number;
  position: number;
  name: string;
  email: string;
  relationship: TReferenceRelationship;
  tokenHash: string;
  expiresAt: Date;
}

export async function insertVettingReference(db: Executor, reference: NewVettingReference): Promise<void> {
  await db
    .insertInto('vettingReferences')
    .values({ ...reference, email: reference.email.toLowerCase() })
    .execute();
}

/** A referee named again with a new link: a new token and expiry, sent now. */
export async function reissueVettingReference(
  db: Executor,
  id: number,
  change: { name: string; relationship: TReferenceRelationship; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .updateTable('vettingReferences')
    .set({ ...change, sentAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('answeredAt', 'is', null)
    .execute();
}

/** A referee whose link still works, renamed or with another relationship: the link stays. */
export async function renameVettingReference(
  db: Executor,
  id: number,
  change: { name: string; relationship: TReferenceRelationship },
): Promise<void> {
  await db
    .updateTable('vettingReferences')
    .set(change)
    .where('id', '=', id)
    .where('answeredAt', 'is', null)
    .execute();
}

/** Removes referees who have not answered (their links stop working with them). */
export async function deleteUnansweredVettingReferences(
  db: Executor,
  ids: ReadonlyArray<number>,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('vettingReferences')
    .where('id', 'in', [...ids])
    .where('answeredAt', 'is', null)
    .execute();
}

/**
 * What a referee's link leads to: the referee and the applicant, while the link is for the current
 * round of a submission not yet decided. `lock` holds the reference row until the transaction ends,
 * so concurrent answers apply one after the other. The caller tells answered and expired apart.
 */
export function findVettingReferenceByToken(db: Executor, tokenHash: string, { lock = false } = {}) {
  const query = db
    .selectFrom('vettingReferences')
    .innerJoin('vettingSubmissions', (join) =>
      join
        .onRef('vettingSubmissions.id', '=', 'vettingReferences.submissionId')
        .onRef('vettingSubmissions.round', '=', 'vettingReferences.round'),
    )
    .select([
      'vettingReferences.id',
      'vettingReferences.submissionId',
      'vettingReferences.name',
      'vettingReferences.relationship',
      'vettingReferences.expiresAt',
      'vettingReferences.answeredAt',
      'vettingSubmissions.firstName',
      'vettingSubmissions.lastName',
      'vettingSubmissions.email as applicantEmail',
    ])
    .where('vettingReferences.tokenHash', '=', tokenHash)
    .where('vettingSubmissions.isApproved', 'is', null);
  return (lock ? query.forUpdate('vettingReferences') : query).executeTakeFirst();
}

/** Records a referee's answer; false when it was already given. */
export async function answerVettingReference(
  db: Executor,
  id: number,
  answer: TReferenceAnswer,
): Promise<boolean> {
  const result = await db
    .updateTable('vettingReferences')
    .set({
      monthsWorkedTogether: answer.monthsWorkedTogether,
      wouldRehire: answer.wouldRehire,
      comments: answer.comments === '' ? null : answer.comments,
      answeredAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('answeredAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
