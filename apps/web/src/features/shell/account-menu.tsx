import type { TUser } from '@talanta/schema';
import { Avatar } from '@talanta/ui';
import { ChevronDown } from 'lucide-react';
import { type ComponentProps, lazy, Suspense } from 'react';
import { fullNameOf } from '@/features/auth/current-user';
import { useOpenOnIntent } from '@/lib/open-on-intent';

// Radix's menu (about 13 KiB gzip) is a chunk of its own, loaded when somebody reaches for it
// (useOpenOnIntent): every signed-in screen shows this trigger, few page views open the menu.
const loadDropdown = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(() =>
  loadDropdown().then((module) => ({ default: module.AccountMenuDropdown })),
);

/** The name starts with the first name the trigger shows (WCAG 2.5.3, label in name). */
export const accountMenuLabel = (user: TUser) => `${user.firstName}: Account menu`;

/** The menu's trigger: the avatar, and the first name with a chevron from tablet width. */
export function AccountMenuTrigger({ user, ...props }: ComponentProps<'button'> & { user: TUser }) {
  return (
    <button
      type="button"
      aria-label={accountMenuLabel(user)}
      className="flex items-center gap-2 rounded-full p-0.5 pr-1 text-ink-muted hover:text-ink md:pr-2"
      {...props}
    >
      <Avatar name={fullNameOf(user)} imageUrl={user.profileImageUrl} size="sm" />
      <span className="hidden max-w-32 truncate text-sm font-medium text-ink md:inline">
        {user.firstName}
      </span>
      <ChevronDown aria-hidden="true" className="hidden size-4 md:inline" />
    </button>
  );
}

/** The account menu of the signed-in top bar; admins also reach their dashboards from here. */
export function AccountMenu({ user }: { user: TUser }) {
  const { opened, triggerProps } = useOpenOnIntent(loadDropdown);
  if (!opened) return <AccountMenuTrigger user={user} {...triggerProps} />;
  return (
    <Suspense fallback={<AccountMenuTrigger user={user} disabled />}>
      <AccountMenuDropdown user={user} defaultOpen />
    </Suspense>
  );
}
