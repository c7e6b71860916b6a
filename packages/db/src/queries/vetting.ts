import type { TVettingSubmissionValues } from '@talanta/schema';
import type { Executor } from './executor';

/**
 * Stores a developer's vetting submission as pending (is_approved null). A second application
 * with the same email in any case violates the unique index on lower(email); callers turn that
 * into a conflict.
 */
export async function insertVettingSubmission(
  db: Executor,
  application: TVettingSubmissionValues,
  submittedBy: number | null = null,
  /** The language the form was filled in. */
  locale: string | null = null,
): Promise<{ id: number; createdAt: Date }> {
  return db
    .insertInto('vettingSubmissions')
    .values({ ...applicationValues(application), isApproved: null, submittedBy, locale })
    .returning(['id', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/** The stored columns of a submitted application. */
function applicationValues(application: TVettingSubmissionValues) {
  return {
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
    phoneNumber: application.phoneNumber,
    githubUrl: application.githubUrl,
    linkedinUrl: application.linkedinUrl,
    portfolioUrl: application.portfolioUrl,
    resumeUrl: null,
    areaOfExpertise: application.areaOfExpertise,
    experienceLevel: application.experienceLevel,
    skills: application.skills,
    bio: application.bio,
    projects: JSON.stringify(application.projects),
  };
}

/** The application already stored under an email (any case), for a second submission's answer. */
export function findVettingSubmissionByEmail(db: Executor, email: string) {
  return db
    .selectFrom('vettingSubmissions')
    .select(['id', 'isApproved', 'reviewedAt', 'createdAt'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/**
 * A rejected applicant applies again: the rejected application becomes the new one, pending, in a
 * new round (its stages are the caller's to add; the earlier round's stages and decisions stay).
 * Only while it is still rejected and was rejected before `rejectedBefore`; returns the new round,
 * or null when a concurrent submission or review won.
 */
export async function resubmitRejectedVettingSubmission(
  db: Executor,
  id: number,
  application: TVettingSubmissionValues,
  rejectedBefore: Date,
  submittedBy: number | null = null,
  locale: string | null = null,
): Promise<number | null> {
  const row = await db
    .updateTable('vettingSubmissions')
    .set((eb) => ({
      ...applicationValues(application),
      submittedBy,
      locale,
      isApproved: null,
      reviewedAt: null,
      reviewedBy: null,
      rejectionReason: null,
      rejectionNote: null,
      createdAt: new Date(),
      round: eb('round', '+', 1),
    }))
    .where('id', '=', id)
    .where('isApproved', '=', false)
    .where('reviewedAt', '<=', rejectedBefore)
    .returning('round')
    .executeTakeFirst();
  return row?.round ?? null;
}

/** What a developer's own vetting status is read from: their application under their email, if any. */
export function findVettingStatusByEmail(db: Executor, email: string) {
  return db
    .selectFrom('vettingSubmissions')
    .select([
      'id',
      'isApproved',
      'reviewedAt',
      'createdAt',
      'rejectionReason',
      'rejectionNote',
      'submittedBy',
      'round',
    ])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** Whether a vetting submission exists, for a 404 that tells a missing one from a missing part of it. */
export async function vettingSubmissionExists(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('vettingSubmissions').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
