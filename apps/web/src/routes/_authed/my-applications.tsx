import { createFileRoute } from '@tanstack/react-router';
import { APPLICATION_TABS, type ApplicationsTab } from '@/features/application/application-tabs';
import { MyApplicationsView } from '@/features/application/my-applications-view';
import { allowRoles } from '@/features/auth/guards';
import { Page } from '@/features/shell/page';
import { pageError, pagePending } from '@/features/shell/route-states';

/** ?status=interview opens that tab, so a tab can be linked to and survives reload. */
function validateSearch(search: Record<string, unknown>): { status?: Exclude<ApplicationsTab, 'all'> } {
  const status = APPLICATION_TABS.find((tab) => tab !== 'all' && tab === search.status);
  return status && status !== 'all' ? { status } : {};
}

const PAGE = {
  title: 'My Applications',
  description: 'Track every job you have applied to and where it stands.',
};

export const Route = createFileRoute('/_authed/my-applications')({
  beforeLoad: allowRoles('developer'),
  validateSearch,
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(context.trpc.application.listMine.queryOptions());
  },
  pendingComponent: pagePending(PAGE, 'Loading your applications'),
  errorComponent: pageError(PAGE, { title: 'Error loading applications. Please try again later.' }),
  component: MyApplicationsPage,
});

function MyApplicationsPage() {
  const { status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page {...PAGE}>
      <MyApplicationsView
        tab={status ?? 'all'}
        onTabChange={(tab) => void navigate({ search: tab === 'all' ? {} : { status: tab }, replace: true })}
      />
    </Page>
  );
}
