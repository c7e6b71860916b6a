import { DASHBOARD_LIMITS } from '@talanta/schema';
import { Button } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BriefcaseBusiness, CalendarClock, Inbox, UserRoundCheck } from 'lucide-react';
import { useTRPC } from '@/lib/trpc';
import { DashboardLayout } from './dashboard-layout';
import { RecentJobsCard } from './recent-jobs-card';
import { WorkLine } from './work-line';

/** The client's dashboard with real figures (dashboard.clientStats, loaded by the route). */
export function ClientDashboard() {
  const trpc = useTRPC();
  const { data: stats } = useSuspenseQuery(trpc.dashboard.clientStats.queryOptions());
  return (
    <DashboardLayout
      forRole="client"
      figures={[
        { label: 'Active Jobs', value: stats.activeJobs, icon: <BriefcaseBusiness /> },
        { label: 'Applications Received', value: stats.applicationsReceived, icon: <Inbox /> },
        { label: 'Interviews', value: stats.interviews, icon: <CalendarClock /> },
        { label: 'Hires', value: stats.hires, icon: <UserRoundCheck /> },
      ]}
      upcomingInterviews={stats.upcomingInterviews}
      work={
        <WorkLine
          activeContracts={stats.work.activeContracts}
          minutesThisWeek={stats.work.minutesThisWeek}
          amountCents={stats.work.amountDueCents}
          amountLabel="due"
        />
      }
      side={<RecentJobsCard jobs={stats.recentJobs} limit={DASHBOARD_LIMITS.recentJobs} />}
      activity={stats.recentActivity}
      activityEmpty={
        <>
          <p>No activity yet. Jobs you post and the applications they receive will show up here.</p>
          <Button asChild size="sm" variant="secondary">
            <Link to="/developers">Browse Developers</Link>
          </Button>
        </>
      }
    />
  );
}
