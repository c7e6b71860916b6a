import type { TUser } from '@talanta/schema';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { LogOut, UserCog } from 'lucide-react';
import { fullNameOf } from '@/features/auth/current-user';
import { useLogout } from '@/features/auth/use-logout';
import { AccountMenuTrigger } from './account-menu';
import { ADMIN_DASHBOARD, SUPER_ADMIN } from './signed-in-links';

/** The account menu itself, loaded apart from the top bar (account-menu.tsx), opened when first drawn. */
export function AccountMenuDropdown({ user, defaultOpen }: { user: TUser; defaultOpen?: boolean }) {
  const { logOut } = useLogout();
  const name = fullNameOf(user);
  const adminLinks = user.role === 'admin' ? [ADMIN_DASHBOARD, SUPER_ADMIN] : [];
  return (
    // Not modal: a modal menu hides the page from assistive tech while its links stay focusable
    // (axe aria-hidden-focus); the menu still closes on Escape and on a click outside.
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuTrigger user={user} />
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
