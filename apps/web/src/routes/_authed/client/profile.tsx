import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { COMPANY_PROFILE_PAGE, CompanyProfilePage } from '@/features/profile/company-profile-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/client/profile')({
  beforeLoad: allowRoles('client'),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(context.trpc.profile.getClient.queryOptions());
  },
  pendingComponent: pagePending(COMPANY_PROFILE_PAGE, 'Loading your company profile'),
  errorComponent: pageError(COMPANY_PROFILE_PAGE, {
    title: 'Error',
    message: 'Your company profile could not be loaded. Please try again.',
  }),
  component: CompanyProfilePage,
});
