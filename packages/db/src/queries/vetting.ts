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
): Promise<{ id: number; createdAt: Date }> {
  return db
    .insertInto('vettingSubmissions')
    .values({ ...applicationValues(application), isApproved: null })
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
 * A rejected applicant applies again: the rejected application becomes the new one, pending, its
 * earlier decision cleared (the audit log keeps it). Only while it is still rejected and was
 * rejected before `rejectedBefore`; false otherwise (a concurrent submission or review won).
 */
export async function resubmitRejectedVettingSubmission(
  db: Executor,
  id: number,
  application: TVettingSubmissionValues,
  rejectedBefore: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('vettingSubmissions')
    .set({
      ...applicationValues(application),
      isApproved: null,
      reviewedAt: null,
      reviewedBy: null,
      rejectionReason: null,
      rejectionNote: null,
      createdAt: new Date(),
    })
    .where('id', '=', id)
    .where('isApproved', '=', false)
    .where('reviewedAt', '<=', rejectedBefore)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
