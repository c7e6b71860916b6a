import { Button, LoadingState } from '@talanta/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarClock, CircleCheck, Send, UserRoundCheck } from 'lucide-react';
import { Suspense } from 'react';
import { FeaturedOpportunitiesCard } from '@/features/match/recommended-jobs';
import { ProfileCompletionCard } from '@/features/profile/profile-completion-card';
import { VettingStatusNotice } from '@/features/vetting/vetting-status-notice';
import { hasVettingStages, LazyVettingTimeline } from '@/features/vetting/vetting-timeline-loader';
import { useTRPC } from '@/lib/trpc';
import { DashboardLayout } from './dashboard-layout';
import { WorkLine } from './work-line';

/** The developer's dashboard with real figures (dashboard.developerStats, loaded by the route). */
export function DeveloperDashboard() {
  const trpc = useTRPC();
  const { data: stats } = useSuspenseQuery(trpc.dashboard.developerStats.queryOptions());
  const completion = stats.profileCompletion;
  const vetting = useQuery(trpc.vetting.myStatus.queryOptions()).data;
  return (
    <div className="flex flex-col gap-8">
      <VettingStatusNotice />
      {hasVettingStages(vetting) && (
        <Suspense fallback={<LoadingState label="Loading your vetting stages" />}>
          <LazyVettingTimeline />
        </Suspense>
      )}
      <DashboardLayout
        forRole="developer"
        figures={[
          { label: 'Applications Sent', value: stats.applicationsSent, icon: <Send /> },
          { label: 'Interviews', value: stats.interviews, icon: <CalendarClock /> },
          { label: 'Accepted', value: stats.accepted, icon: <CircleCheck /> },
          { label: 'Profile Completion', value: `${completion.percentage}%`, icon: <UserRoundCheck /> },
        ]}
        upcomingInterviews={stats.upcomingInterviews}
        work={
          <WorkLine
            activeContracts={stats.work.activeContracts}
            minutesThisWeek={stats.work.minutesThisWeek}
            amountCents={stats.work.unpaidEarningsCents}
            amountLabel="earned, not yet paid"
          />
        }
        side={
          <div className="flex flex-col gap-6">
            <ProfileCompletionCard
              profile={{ completionPercentage: completion.percentage, missing: completion.missing }}
              showLink
            />
            <FeaturedOpportunitiesCard />
          </div>
        }
        sideLast
        activity={stats.recentActivity}
        activityEmpty={
          <>
            <p>No activity yet. Your applications and the clients' answers will show up here.</p>
            <Button asChild size="sm">
              <Link to="/browse-jobs">Browse Jobs</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}
