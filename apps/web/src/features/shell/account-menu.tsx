import type { TUser } from '@talanta/schema';
import {
  Avatar,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ChevronDown, LogOut, UserCog } from 'lucide-react';
import { fullNameOf } from '@/features/auth/current-user';
import { useLogout } from '@/features/auth/use-logout';
import { ADMIN_DASHBOARD, SUPER_ADMIN } from './signed-in-links';

/** The account menu of the signed-in top bar; admins also reach their dashboards from here. */
export function AccountMenu({ user }: { user: TUser }) {
  const { logOut } = useLogout();
  const name = fullNameOf(user);
  const adminLinks = user.role === 'admin' ? [ADMIN_DASHBOARD, SUPER_ADMIN] : [];
  return (
    // Not modal: a modal menu hides the page from assistive tech while its links stay focusable
    // (axe aria-hidden-focus); the menu still closes on Escape and on a click outside.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        // The name starts with the first name the trigger shows (WCAG 2.5.3, label in name).
        aria-label={`${user.firstName}: Account menu`}
        className="flex items-center gap-2 rounded-full p-0.5 pr-1 text-ink-muted hover:text-ink md:pr-2"
      >
        <Avatar name={name} imageUrl={user.profileImageUrl} size="sm" />
        <span className="hidden max-w-32 truncate text-sm font-medium text-ink md:inline">
          {user.firstName}
        </span>
        <ChevronDown aria-hidden="true" className="hidden size-4 md:inline" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate text-sm font-semibold text-ink">{name}</span>
          <span className="block truncate text-xs font-normal text-ink-muted">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserCog aria-hidden="true" />
            Account Settings
          </Link>
        </DropdownMenuItem>
        {adminLinks.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
