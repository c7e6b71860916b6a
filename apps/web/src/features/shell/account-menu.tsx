import type { TUser } from '@talanta/schema';
import { Avatar } from '@talanta/ui';
import { ChevronDown } from 'lucide-react';
import { lazy } from 'react';
import { fullNameOf } from '@/features/auth/current-user';
import { AfterFirstScreen, afterFirstScreen } from '@/lib/first-screen';
import { StandInTrigger } from '@/lib/stand-in-trigger';

// Radix's menu (about 13 KiB gzip) arrives after the screen has drawn: every signed-in screen shows
// this trigger, and the menu is opened long after the page has loaded.
const AccountMenuDropdown = lazy(
  afterFirstScreen(() =>
    import('./account-menu-dropdown').then((module) => ({ default: module.AccountMenuDropdown })),
  ),
);

/** The name starts with the first name the trigger shows (WCAG 2.5.3, label in name). */
export const accountMenuLabel = (user: TUser) => `${user.firstName}: Account menu`;

export const accountMenuTriggerClasses =
  'flex items-center gap-2 rounded-full p-0.5 pr-1 text-ink-muted hover:text-ink md:pr-2';

/** What the trigger shows: the avatar, and the first name with a chevron from tablet width. */
export function AccountMenuTriggerContent({ user }: { user: TUser }) {
  return (
    <>
      <Avatar name={fullNameOf(user)} imageUrl={user.profileImageUrl} size="sm" />
      <span className="hidden max-w-32 truncate text-sm font-medium text-ink md:inline">
        {user.firstName}
      </span>
      <ChevronDown aria-hidden="true" className="hidden size-4 md:inline" />
    </>
  );
}

/** The account menu of the signed-in top bar; admins also reach their dashboards from here. */
export function AccountMenu({ user }: { user: TUser }) {
  return (
    // The same trigger, disabled, while the menu's code arrives: nothing moves when it does.
    <AfterFirstScreen
      fallback={
        <StandInTrigger label={accountMenuLabel(user)} className={accountMenuTriggerClasses}>
          <AccountMenuTriggerContent user={user} />
        </StandInTrigger>
      }
    >
      <AccountMenuDropdown user={user} />
    </AfterFirstScreen>
  );
}
