import {
  countActiveContracts,
  countClientApplications,
  countClientOpenJobs,
  countUpcomingInterviews,
  findClientAmountDueCents,
  findClientJobs,
  findRecentApplicationsReceived,
  findRecentJobsClosed,
  findRecentJobsPosted,
  minutesLoggedInWeek,
  toClientJob,
} from '@talanta/db';
import { DASHBOARD_LIMITS, dayInZone, weekStartOf, ZClientStats } from '@talanta/schema';
import { clientProcedure } from '../../trpc/procedures';
import { clientActivity } from './activity';

/** The client dashboard's real figures: four stat cards, recent job posts, recent activity. */
export const clientStats = clientProcedure.output(ZClientStats).query(async ({ ctx }) => {
  const limit = DASHBOARD_LIMITS.recentActivity;
  const thisWeek = weekStartOf(dayInZone(ctx.user.timeZone));
  const [
    activeJobs,
    applications,
    recentJobs,
    posted,
    closed,
    received,
    upcomingInterviews,
    activeContracts,
    minutesThisWeek,
    amountDueCents,
  ] = await Promise.all([
    countClientOpenJobs(ctx.db, ctx.user.id),
    countClientApplications(ctx.db, ctx.user.id),
    findClientJobs(ctx.db, ctx.user.id, DASHBOARD_LIMITS.recentJobs),
    findRecentJobsPosted(ctx.db, ctx.user.id, limit),
    findRecentJobsClosed(ctx.db, ctx.user.id, limit),
    findRecentApplicationsReceived(ctx.db, ctx.user.id, limit),
    countUpcomingInterviews(ctx.db, ctx.user.id, new Date()),
    countActiveContracts(ctx.db, ctx.user.id),
    minutesLoggedInWeek(ctx.db, ctx.user.id, 'client', thisWeek),
    findClientAmountDueCents(ctx.db, ctx.user.id),
  ]);
  return {
    activeJobs,
    applicationsReceived: applications.total,
    interviews: applications.interview,
    upcomingInterviews,
    hires: applications.accepted,
    work: { activeContracts, minutesThisWeek, amountDueCents },
    recentJobs: recentJobs.map(toClientJob),
    recentActivity: clientActivity(posted, closed, received),
  };
});
