import { developerProfileCompletion, scoreMatch } from '@talanta/schema';
import { DEMO_JOB_APPLICATIONS } from './data/job-applications';
import { DEMO_JOBS } from './data/jobs';
import { idOf, oldestFirst, type SeedClock, type SeedTrx } from './support';

/** Hours after posting at which the admin introduced each job's applicants, in turn (some > 24). */
const HOURS_AFTER_POSTING = [3, 7, 18, 30, 5, 11, 40, 2, 21, 9] as const;
const MAX_PER_JOB = 3;

/**
 * What the platform's introductions would have left (issue 40): for each demo job, up to three of
 * the developers who went on to apply, introduced by the admin by hand some hours after the job was
 * posted, each with the match's real score and reasons as the client would have read them then.
 * So the admins' share of jobs introduced within 24 hours and the public figure read a history
 * like the demo's other rows, not an empty table.
 */
export async function insertIntroductions(
  trx: SeedTrx,
  clock: SeedClock,
  userIds: ReadonlyMap<string, number>,
  jobIds: ReadonlyMap<string, number>,
  adminId: number,
): Promise<void> {
  const developers = new Map(
    (
      await trx
        .selectFrom('developerProfiles')
        .innerJoin('users', 'users.id', 'developerProfiles.userId')
        .selectAll('developerProfiles')
        .select('users.timeZone')
        .where('developerProfiles.isApproved', '=', true)
        .execute()
    ).map((profile) => [profile.userId, profile]),
  );
  const timeZones = new Map(
    (await trx.selectFrom('users').select(['id', 'timeZone']).execute()).map((user) => [
      user.id,
      user.timeZone,
    ]),
  );
  let turn = 0;
  for (const [jobIndex, job] of oldestFirst(DEMO_JOBS).entries()) {
    const postedAt = clock.daysAgo(job.daysAgo);
    const clientTimeZone = timeZones.get(idOf(userIds, job.client));
    if (!clientTimeZone) throw new Error(`demo job ${job.key} names a client that was not seeded`);
    const applicants = oldestFirst(DEMO_JOB_APPLICATIONS.filter((application) => application.job === job.key))
      .map((application) => developers.get(idOf(userIds, application.developer)))
      .filter((profile) => profile !== undefined)
      .slice(0, MAX_PER_JOB);
    for (const profile of applicants) {
      const hours = HOURS_AFTER_POSTING[(turn + jobIndex) % HOURS_AFTER_POSTING.length] ?? 1;
      turn += 1;
      const introducedAt = new Date(postedAt.getTime() + hours * 3_600_000);
      if (introducedAt > clock.daysAgo(0)) continue;
      const match = scoreMatch(
        {
          requiredSkills: job.requiredSkills,
          budgetType: job.budgetType,
          minBudget: job.minBudget,
          maxBudget: job.maxBudget,
          experienceLevel: job.experienceLevel,
          projectType: job.projectType,
          clientTimeZone,
        },
        {
          skills: profile.skills,
          hourlyRate: profile.hourlyRate,
          yearsOfExperience: profile.yearsOfExperience,
          availability: profile.availability,
          timeZone: profile.timeZone,
          isVerified: profile.isVerified,
          profileCompletion: developerProfileCompletion(profile).percentage,
          completedContracts: 0,
          averageRating: null,
        },
        { at: introducedAt, viewer: 'client' },
      );
      await trx
        .insertInto('jobIntroductions')
        .values({
          jobId: idOf(jobIds, job.key),
          developerId: profile.id,
          score: match.score,
          reasons: match.reasons.map((reason) => reason.text),
          introducedById: adminId,
          introducedAt,
        })
        .execute();
    }
  }
}
