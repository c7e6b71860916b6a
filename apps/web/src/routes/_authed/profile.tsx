import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '@/features/profile/account-settings-page';

/**
 * Account Settings. The route table lists developer and client, but the admin side navigation
 * links here too; admins are let in (their settings are basic information only) rather than
 * bounced by their own menu.
 */
export const Route = createFileRoute('/_authed/profile')({
  component: AccountSettingsPage,
});
