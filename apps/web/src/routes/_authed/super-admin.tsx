import { createFileRoute } from '@tanstack/react-router';
import { allowAdmins } from '@/features/auth/guards';
import { SuperAdminPage } from '@/features/super-admin/super-admin-page';
import { awaitOnServer } from '@/lib/await-on-server';

export const Route = createFileRoute('/_authed/super-admin')({
  beforeLoad: allowAdmins,
  // The figures wait in their own section; the tabs' lists follow their search boxes (useQuery).
  loader: ({ context }) =>
    awaitOnServer(context.queryClient.prefetchQuery(context.trpc.superAdmin.stats.queryOptions())),
  component: SuperAdminPage,
});
