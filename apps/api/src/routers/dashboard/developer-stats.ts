import {
  countDeveloperApplications,
  type Executor,
  findRecentApplicationDecisions,
  findRecentApplicationsSent,
} from '@talanta/db';
import { DASHBOARD_LIMITS, developerProfileCompletion, ZDeveloperStats } from '@talanta/schema';
import { developerProcedure } from '../../trpc/procedures';
import { developerActivity } from './activity';

/** The profile fields that count toward completion (the photo is on the user, read from ctx). */
function findProfileForCompletion(db: Executor, userId: number) {
  return db
    .selectFrom('developerProfiles')
    .select([
      'title',
      'bio',
      'skills',
      'hourlyRate',
      'yearsOfExperience',
      'availability',
      'location',
      'githubUrl',
      'linkedinUrl',
    ])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The developer dashboard's real figures: four stat cards, profile completion, recent activity. */
export const developerStats = developerProcedure.output(ZDeveloperStats).query(async ({ ctx }) => {
  const limit = DASHBOARD_LIMITS.recentActivity;
  const [counts, profile, sent, decisions] = await Promise.all([
    countDeveloperApplications(ctx.db, ctx.user.id),
    findProfileForCompletion(ctx.db, ctx.user.id),
    findRecentApplicationsSent(ctx.db, ctx.user.id, limit),
    findRecentApplicationDecisions(ctx.db, ctx.user.id, limit),
  ]);
  return {
    applicationsSent: counts.total,
    interviews: counts.interview,
    accepted: counts.accepted,
    profileCompletion: developerProfileCompletion({ ...profile, profileImageUrl: ctx.user.profileImageUrl }),
    recentActivity: developerActivity(sent, decisions),
  };
});
