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
    .values({
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
      isApproved: null,
    })
    .returning(['id', 'createdAt'])
    .executeTakeFirstOrThrow();
}
