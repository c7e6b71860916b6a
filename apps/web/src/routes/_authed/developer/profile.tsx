import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { DEVELOPER_PROFILE_PAGE, DeveloperProfilePage } from '@/features/profile/developer-profile-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/developer/profile')({
  beforeLoad: allowRoles('developer'),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(context.trpc.profile.getDeveloper.queryOptions());
  },
  pendingComponent: pagePending(DEVELOPER_PROFILE_PAGE, 'Loading your profile'),
  errorComponent: pageError(DEVELOPER_PROFILE_PAGE, {
    title: 'Error',
    message: 'Your profile could not be loaded. Please try again.',
  }),
  component: DeveloperProfilePage,
});
