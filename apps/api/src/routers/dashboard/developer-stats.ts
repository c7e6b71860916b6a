import {
  countApplicationsByDeveloper,
  countUpcomingInterviews,
  findDeveloperProfileForCompletion,
  findRecentApplicationDecisions,
  findRecentApplicationsSent,
} from '@talanta/db';
import { DASHBOARD_LIMITS, developerProfileCompletion, ZDeveloperStats } from '@talanta/schema';
import { developerProcedure } from '../../trpc/procedures';
import { developerActivity } from './activity';

/** The developer dashboard's real figures: four stat cards, profile completion, recent activity. */
export const developerStats = developerProcedure.output(ZDeveloperStats).query(async ({ ctx }) => {
  const limit = DASHBOARD_LIMITS.recentActivity;
  const [counts, profile, sent, decisions, upcomingInterviews] = await Promise.all([
    countApplicationsByDeveloper(ctx.db, ctx.user.id),
    findDeveloperProfileForCompletion(ctx.db, ctx.user.id),
    findRecentApplicationsSent(ctx.db, ctx.user.id, limit),
    findRecentApplicationDecisions(ctx.db, ctx.user.id, limit),
    countUpcomingInterviews(ctx.db, ctx.user.id, new Date()),
  ]);
  return {
    applicationsSent: counts.total,
    interviews: counts.interview,
    upcomingInterviews,
    accepted: counts.accepted,
    profileCompletion: developerProfileCompletion({ ...profile, profileImageUrl: ctx.user.profileImageUrl }),
    recentActivity: developerActivity(sent, decisions),
  };
});
