import {
  countClientApplications,
  countClientOpenJobs,
  countUpcomingInterviews,
  findClientJobs,
  findRecentApplicationsReceived,
  findRecentJobsClosed,
  findRecentJobsPosted,
  toClientJob,
} from '@talanta/db';
import { DASHBOARD_LIMITS, ZClientStats } from '@talanta/schema';
import { clientProcedure } from '../../trpc/procedures';
import { clientActivity } from './activity';

/** The client dashboard's real figures: four stat cards, recent job posts, recent activity. */
export const clientStats = clientProcedure.output(ZClientStats).query(async ({ ctx }) => {
  const limit = DASHBOARD_LIMITS.recentActivity;
  const [activeJobs, applications, recentJobs, posted, closed, received, upcomingInterviews] =
    await Promise.all([
      countClientOpenJobs(ctx.db, ctx.user.id),
      countClientApplications(ctx.db, ctx.user.id),
      findClientJobs(ctx.db, ctx.user.id, DASHBOARD_LIMITS.recentJobs),
      findRecentJobsPosted(ctx.db, ctx.user.id, limit),
      findRecentJobsClosed(ctx.db, ctx.user.id, limit),
      findRecentApplicationsReceived(ctx.db, ctx.user.id, limit),
      countUpcomingInterviews(ctx.db, ctx.user.id, new Date()),
    ]);
  return {
    activeJobs,
    applicationsReceived: applications.total,
    interviews: applications.interview,
    upcomingInterviews,
    hires: applications.accepted,
    recentJobs: recentJobs.map(toClientJob),
    recentActivity: clientActivity(posted, closed, received),
  };
});
