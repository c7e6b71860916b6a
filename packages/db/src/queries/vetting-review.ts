import {
  ADMIN_LIMITS,
  currentVettingStage,
  type TRejectionReason,
  type TVettingCounts,
  type TVettingList,
  type TVettingListFilters,
  type TVettingSubmission,
  toRejection,
  vettingStatusOf,
} from '@talanta/schema';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, VettingSubmissionRow } from '../types';
import type { Executor } from './executor';
import { containsPattern } from './like-pattern';
import { listVettingStagesOf, toVettingStageReview, type VettingStageRecord } from './vetting-stage';

/** Vetting review: the admin's list, the decisions and the bulk reset (spec 001 §4, §7). */

/** A vetting submission's columns, as the review and the account export read them. */
export const VETTING_SUBMISSION_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'githubUrl',
  'linkedinUrl',
  'portfolioUrl',
  'resumeUrl',
  'areaOfExpertise',
  'experienceLevel',
  'skills',
  'bio',
  'projects',
  'isApproved',
  'reviewedAt',
  'reviewedBy',
  'rejectionReason',
  'rejectionNote',
  'createdAt',
  'submittedBy',
  'round',
  'locale',
] as const;

export type VettingSubmissionRecord = VettingSubmissionRow;

/** The one mapping of a stored application to the admin's view of it. */
export function toVettingSubmission(
  row: VettingSubmissionRecord,
  stageRows: ReadonlyArray<VettingStageRecord>,
): TVettingSubmission {
  const stages = stageRows.map(toVettingStageReview);
  const projects = Array.isArray(row.projects) ? row.projects : [];
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    areaOfExpertise: row.areaOfExpertise,
    experienceLevel: row.experienceLevel,
    skills: row.skills,
    bio: row.bio,
    githubUrl: row.githubUrl,
    linkedinUrl: row.linkedinUrl,
    portfolioUrl: row.portfolioUrl,
    resumeUrl: row.resumeUrl,
    projects: projects.map((project) => ({
      name: String(project.name ?? ''),
      description: String(project.description ?? ''),
      link: project.link ? String(project.link) : null,
    })),
    createdAt: row.createdAt.toISOString(),
    isApproved: row.isApproved,
    status: vettingStatusOf(row.isApproved),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    reviewedBy: row.reviewedBy,
    rejection: row.isApproved === false ? toRejection(row.rejectionReason, row.rejectionNote) : null,
    round: row.round,
    stage: currentVettingStage(stages),
    stages,
  };
}

type ApplicationQuery = SelectQueryBuilder<Database, 'vettingSubmissions', object>;

/** Search (full name, email, phone) and the Filter popover's expertise, experience and skill. */
function whereMatches(query: ApplicationQuery, filters: TVettingListFilters): ApplicationQuery {
  let filtered = query;
  if (filters.search) {
    const pattern = containsPattern(filters.search.toLowerCase());
    filtered = filtered.where(
      sql<boolean>`(lower(first_name || ' ' || last_name) like ${pattern}
        or lower(email) like ${pattern}
        or lower(coalesce(phone_number, '')) like ${pattern})`,
    );
  }
  if (filters.expertise) filtered = filtered.where('areaOfExpertise', '=', filters.expertise);
  if (filters.experience) filtered = filtered.where('experienceLevel', '=', filters.experience);
  if (filters.skill) {
    filtered = filtered.where(
      sql<boolean>`exists (select 1 from unnest(skills) as skill where lower(skill) = ${filters.skill.toLowerCase()})`,
    );
  }
  return filtered;
}

function countsByStatus(eb: ExpressionBuilder<Database, 'vettingSubmissions'>) {
  return [
    eb.fn.countAll<number>().as('all'),
    sql<number>`count(*) filter (where is_approved is null)`.as('pending'),
    sql<number>`count(*) filter (where is_approved = true)`.as('approved'),
    sql<number>`count(*) filter (where is_approved = false)`.as('rejected'),
  ];
}

function toCounts(row: { all: number; pending: number; approved: number; rejected: number }): TVettingCounts {
  return {
    all: Number(row.all),
    pending: Number(row.pending),
    approved: Number(row.approved),
    rejected: Number(row.rejected),
  };
}

const STATUS_CONDITION = {
  pending: sql<boolean>`is_approved is null`,
  approved: sql<boolean>`is_approved = true`,
  rejected: sql<boolean>`is_approved = false`,
} as const;

/** One tab's page (or, without a limit, the whole matching queue), newest first, with the counts. */
export async function findVettingSubmissions(
  db: Executor,
  filters: TVettingListFilters,
): Promise<TVettingList> {
  const base = db.selectFrom('vettingSubmissions');
  const matching = whereMatches(base, filters);
  const listed = filters.status ? matching.where(STATUS_CONDITION[filters.status]) : matching;
  const [rows, overall, matched] = await Promise.all([
    listed
      .select(VETTING_SUBMISSION_COLUMNS)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(filters.limit ?? ADMIN_LIMITS.listMax)
      .offset(filters.offset)
      .execute(),
    base.select(countsByStatus).executeTakeFirstOrThrow(),
    matching.select(countsByStatus).executeTakeFirstOrThrow(),
  ]);
  const matchingCounts = toCounts(matched);
  const stages = await listVettingStagesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    applications: rows.map((row) => toVettingSubmission(row, stages.get(row.id) ?? [])),
    total: filters.status ? matchingCounts[filters.status] : matchingCounts.all,
    counts: toCounts(overall),
    matching: matchingCounts,
  };
}

/** The application, locked until the end of the caller's transaction (decisions are serialised). */
export function lockVettingSubmission(
  db: Executor,
  id: number,
): Promise<VettingSubmissionRecord | undefined> {
  return db
    .selectFrom('vettingSubmissions')
    .select(VETTING_SUBMISSION_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Records an approve (true) or reject (false) decision with its reviewer and time, and a rejection's
 * optional reason and note (an approval clears them).
 */
export function setVettingDecision(
  db: Executor,
  id: number,
  isApproved: boolean,
  reviewerId: number,
  rejection: { reason: TRejectionReason | null; note: string | null } = { reason: null, note: null },
): Promise<VettingSubmissionRecord> {
  return db
    .updateTable('vettingSubmissions')
    .set({
      isApproved,
      reviewedAt: new Date(),
      reviewedBy: reviewerId,
      rejectionReason: isApproved ? null : rejection.reason,
      rejectionNote: isApproved ? null : rejection.note,
    })
    .where('id', '=', id)
    .returning(VETTING_SUBMISSION_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * The bulk "Move Rejected → Pending": every rejected application waits for review again, its
 * earlier decision cleared. Returns the ids moved.
 */
export async function resetRejectedVettingSubmissions(db: Executor): Promise<number[]> {
  const rows = await db
    .updateTable('vettingSubmissions')
    .set({ isApproved: null, reviewedAt: null, reviewedBy: null, rejectionReason: null, rejectionNote: null })
    .where('isApproved', '=', false)
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
