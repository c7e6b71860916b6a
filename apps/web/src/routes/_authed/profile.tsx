import { createFileRoute } from '@tanstack/react-router';
import { ACCOUNT_SETTINGS_PAGE, AccountSettingsPage } from '@/features/profile/account-settings-page';
import { pageError, pagePending } from '@/features/shell/route-states';

/**
 * Account Settings. The route table lists developer and client, but the admin side navigation
 * links here too; admins are let in (their settings are basic information only) rather than
 * bounced by their own menu.
 */
export const Route = createFileRoute('/_authed/profile')({
  loader: async ({ context }) => {
    // A secondary section: its own boundary shows loading and errors.
    void context.queryClient.prefetchQuery(context.trpc.apiToken.list.queryOptions());
    void context.queryClient.prefetchQuery(context.trpc.emailPreference.list.queryOptions());
    if (context.user?.role === 'developer')
      await context.queryClient.ensureQueryData(context.trpc.profile.getDeveloper.queryOptions());
    if (context.user?.role === 'client')
      await context.queryClient.ensureQueryData(context.trpc.profile.getClient.queryOptions());
  },
  pendingComponent: pagePending(ACCOUNT_SETTINGS_PAGE, 'Loading your profile'),
  errorComponent: pageError(ACCOUNT_SETTINGS_PAGE, {
    title: 'Error',
    message: 'Your profile could not be loaded. Please try again.',
  }),
  component: AccountSettingsPage,
});
