import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '@/features/auth/session-user';
import { ClientDashboard } from '@/features/dashboard/client-dashboard';
import { DeveloperDashboard } from '@/features/dashboard/developer-dashboard';
import { QuickActions } from '@/features/dashboard/quick-actions';
import { Page } from '@/features/shell/page';

export const Route = createFileRoute('/_authed/dashboard')({
  // The role's figures start loading with the route, before the screen renders.
  loader: async ({ context }) => {
    const user = await context.auth.ensureUser();
    if (user?.role === 'developer') void context.trpc.dashboard.developerStats.prefetch();
    if (user?.role === 'client') void context.trpc.dashboard.clientStats.prefetch();
  },
  component: DashboardPage,
});

const INTROS = {
  developer: 'Keep your profile sharp and find your next role.',
  client: 'Post a role or meet vetted Tech Talent for your team.',
  admin: 'Review developer applications and run the platform.',
} as const;

function DashboardPage() {
  const user = useSignedInUser();
  return (
    <Page title="Dashboard" heading={`Welcome, ${user.firstName}!`} description={INTROS[user.role]}>
      {user.role === 'developer' && <DeveloperDashboard />}
      {user.role === 'client' && <ClientDashboard />}
      {user.role === 'admin' && <QuickActions forRole="admin" />}
    </Page>
  );
}
