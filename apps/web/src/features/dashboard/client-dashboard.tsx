import { DASHBOARD_LIMITS } from '@talanta/schema';
import { Button, StatCard } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { BriefcaseBusiness, CalendarClock, Inbox, UserRoundCheck } from 'lucide-react';
import { trpc } from '@/lib/trpc';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { QuickActions } from './quick-actions';
import { RecentActivityCard } from './recent-activity-card';
import { RecentJobsCard } from './recent-jobs-card';

/** The client's dashboard with real figures (dashboard.clientStats). */
export function ClientDashboard() {
  const stats = trpc.dashboard.clientStats.useQuery();
  return (
    <div className="flex flex-col gap-8">
      {stats.isPending ? (
        <DashboardSkeleton />
      ) : stats.isError ? (
        <DashboardError onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <section aria-labelledby="your-stats">
            <h2 id="your-stats" className="sr-only">
              Your figures
            </h2>
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              <StatCard label="Active Jobs" value={stats.data.activeJobs} icon={<BriefcaseBusiness />} />
              <StatCard
                label="Applications Received"
                value={stats.data.applicationsReceived}
                icon={<Inbox />}
              />
              <StatCard label="Interviews" value={stats.data.interviews} icon={<CalendarClock />} />
              <StatCard label="Hires" value={stats.data.hires} icon={<UserRoundCheck />} />
            </dl>
          </section>
          <QuickActions forRole="client" />
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <RecentJobsCard jobs={stats.data.recentJobs} limit={DASHBOARD_LIMITS.recentJobs} />
            <RecentActivityCard
              items={stats.data.recentActivity}
              empty={
                <>
                  <p>No activity yet. Jobs you post and the applications they receive will show up here.</p>
                  <Button asChild size="sm" variant="secondary">
                    <Link to="/developers">Browse Developers</Link>
                  </Button>
                </>
              }
            />
          </div>
        </>
      )}
    </div>
  );
}
