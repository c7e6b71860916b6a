import { Button, StatCard } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { CalendarClock, CircleCheck, Send, UserRoundCheck } from 'lucide-react';
import { ProfileCompletionCard } from '@/features/profile/profile-completion-card';
import { trpc } from '@/lib/trpc';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { QuickActions } from './quick-actions';
import { RecentActivityCard } from './recent-activity-card';

/** The developer's dashboard with real figures (dashboard.developerStats). */
export function DeveloperDashboard() {
  const stats = trpc.dashboard.developerStats.useQuery();
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
              <StatCard label="Applications Sent" value={stats.data.applicationsSent} icon={<Send />} />
              <StatCard label="Interviews" value={stats.data.interviews} icon={<CalendarClock />} />
              <StatCard label="Accepted" value={stats.data.accepted} icon={<CircleCheck />} />
              <StatCard
                label="Profile Completion"
                value={`${stats.data.profileCompletion.percentage}%`}
                icon={<UserRoundCheck />}
              />
            </dl>
          </section>
          <QuickActions forRole="developer" />
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="lg:order-last">
              <ProfileCompletionCard
                profile={{
                  completionPercentage: stats.data.profileCompletion.percentage,
                  missing: stats.data.profileCompletion.missing,
                }}
                showLink
              />
            </div>
            <RecentActivityCard
              items={stats.data.recentActivity}
              empty={
                <>
                  <p>No activity yet. Your applications and the clients' answers will show up here.</p>
                  <Button asChild size="sm">
                    <Link to="/browse-jobs">Browse Jobs</Link>
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
