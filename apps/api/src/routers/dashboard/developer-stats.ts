import {
  countActiveContracts,
  countApplicationsByDeveloper,
  countUpcomingInterviews,
  findDeveloperEarnings,
  findDeveloperProfileForCompletion,
  findRecentApplicationDecisions,
  findRecentApplicationsSent,
  minutesLoggedInWeek,
} from '@talanta/db';
import {
  DASHBOARD_LIMITS,
  dayInZone,
  developerProfileCompletion,
  weekStartOf,
  ZDeveloperStats,
} from '@talanta/schema';
import { developerProcedure } from '../../trpc/procedures';
import { developerActivity } from './activity';

/** The developer dashboard's real figures: four stat cards, profile completion, recent activity. */
export const developerStats = developerProcedure.output(ZDeveloperStats).query(async ({ ctx }) => {
  const limit = DASHBOARD_LIMITS.recentActivity;
  const thisWeek = weekStartOf(dayInZone(ctx.user.timeZone));
  const [counts, profile, sent, decisions, upcomingInterviews, activeContracts, minutesThisWeek, earnings] =
    await Promise.all([
      countApplicationsByDeveloper(ctx.db, ctx.user.id),
      findDeveloperProfileForCompletion(ctx.db, ctx.user.id),
      findRecentApplicationsSent(ctx.db, ctx.user.id, limit),
      findRecentApplicationDecisions(ctx.db, ctx.user.id, limit),
      countUpcomingInterviews(ctx.db, ctx.user.id, new Date()),
      countActiveContracts(ctx.db, ctx.user.id),
      minutesLoggedInWeek(ctx.db, ctx.user.id, 'developer', thisWeek),
      findDeveloperEarnings(ctx.db, ctx.user.id),
    ]);
  return {
    applicationsSent: counts.total,
    interviews: counts.interview,
    upcomingInterviews,
    accepted: counts.accepted,
    work: {
      activeContracts,
      minutesThisWeek,
      unpaidEarningsCents: earnings.earnedCents + earnings.invoicedCents,
    },
    profileCompletion: developerProfileCompletion({ ...profile, profileImageUrl: ctx.user.profileImageUrl }),
    recentActivity: developerActivity(sent, decisions),
  };
});
