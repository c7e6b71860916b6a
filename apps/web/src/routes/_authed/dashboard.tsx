import { ErrorState, LoadingState } from '@talanta/ui';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSignedInUser } from '@/features/auth/session-user';
import { ClientDashboard } from '@/features/dashboard/client-dashboard';
import { DeveloperDashboard } from '@/features/dashboard/developer-dashboard';
import { QuickActions } from '@/features/dashboard/quick-actions';
import { FEATURED_RECOMMENDED } from '@/features/match/recommended-jobs';
import { Page } from '@/features/shell/page';
import { useRouteRetry } from '@/features/shell/route-states';
import { loadVettingStatusNoticeFor } from '@/features/vetting/vetting-status-notice';
import { hasVettingStages, LazyVettingTimeline } from '@/features/vetting/vetting-timeline-loader';
import { awaitOnServer } from '@/lib/await-on-server';

export const Route = createFileRoute('/_authed/dashboard')({
  loader: async ({ context }) => {
    if (context.user?.role === 'developer') {
      // Secondary to the figures: started here, awaited by its own card.
      const recommended = context.queryClient.prefetchQuery(
        context.trpc.job.recommended.queryOptions(FEATURED_RECOMMENDED),
      );
      await Promise.all([
        awaitOnServer(recommended),
        context.queryClient.ensureQueryData(context.trpc.dashboard.developerStats.queryOptions()),
        context.queryClient.ensureQueryData(context.trpc.vetting.myStatus.queryOptions()).then((status) =>
          Promise.all([
            loadVettingStatusNoticeFor(status),
            // The stages show with the application (vetting-timeline.tsx), drawn with the page.
            hasVettingStages(status)
              ? Promise.all([
                  context.queryClient.prefetchQuery(context.trpc.vetting.status.queryOptions()),
                  LazyVettingTimeline.preload?.(),
                ])
              : undefined,
          ]),
        ),
      ]);
    }
    if (context.user?.role === 'client')
      await context.queryClient.ensureQueryData(context.trpc.dashboard.clientStats.queryOptions());
  },
  pendingComponent: () => (
    <DashboardFrame>
      <LoadingState label="Loading your dashboard" />
    </DashboardFrame>
  ),
  errorComponent: DashboardFailed,
  component: DashboardPage,
});

const INTROS = {
  developer: 'Keep your profile sharp and find your next role.',
  client: 'Post a role or meet vetted Tech Talent for your team.',
  admin: 'Review developer applications and run the platform.',
} as const;

function DashboardFrame({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  return (
    <Page title="Dashboard" heading={`Welcome, ${user.firstName}!`} description={INTROS[user.role]}>
      {children}
    </Page>
  );
}

function DashboardPage() {
  const user = useSignedInUser();
  return (
    <DashboardFrame>
      {user.role === 'developer' && <DeveloperDashboard />}
      {user.role === 'client' && <ClientDashboard />}
      {user.role === 'admin' && <QuickActions forRole="admin" />}
    </DashboardFrame>
  );
}

function DashboardFailed({ reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  return (
    <DashboardFrame>
      <ErrorState
        title="Your dashboard could not be loaded"
        message="Your figures and recent activity are unavailable right now. Please try again."
        onRetry={retry}
      />
    </DashboardFrame>
  );
}
