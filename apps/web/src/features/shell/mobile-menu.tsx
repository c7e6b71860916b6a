import type { TUser } from '@talanta/schema';
import { Button, Sheet, SheetContent, SheetTitle, SheetTrigger } from '@talanta/ui';
import { Link, useHydrated } from '@tanstack/react-router';
import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { useLogout } from '@/features/auth/use-logout';
import { NavItemLink } from './nav-item-link';
import {
  ACCOUNT_SETTINGS,
  ADMIN_DASHBOARD,
  type NavLink,
  PUBLIC_LINKS,
  SUPER_ADMIN,
  topBarLinksFor,
} from './nav-links';
import { UserIdentity } from './user-identity';

/** The phone-width menu: a dialog from the right that mirrors the top bar (spec 001 §2). */
export function MobileMenu({ user }: { user: TUser | null }) {
  const [open, setOpen] = useState(false);
  // On a prerendered page this button is on screen before React: a press would be lost until then.
  const hydrated = useHydrated();
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" disabled={!hydrated} className="lg:hidden">
          <Menu aria-hidden="true" className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel="Close menu">
        <SheetTitle className="mb-6 text-sm font-semibold tracking-wider text-ink-subtle uppercase">
          Menu
        </SheetTitle>
        {user ? <SignedInMenu user={user} onNavigate={close} /> : <PublicMenu onNavigate={close} />}
      </SheetContent>
    </Sheet>
  );
}

function LinkList({ links, onNavigate }: { links: NavLink[]; onNavigate: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={`${link.to}-${link.label}`}>
          <NavItemLink link={link} look="row" onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function PublicMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav aria-label="Mobile" className="flex flex-1 flex-col gap-6">
      <LinkList links={PUBLIC_LINKS} onNavigate={onNavigate} />
      <div className="mt-auto flex flex-col gap-3 border-t border-line pt-6">
        <Button asChild variant="secondary" size="lg">
          <Link to="/login" onClick={onNavigate}>
            Log in
          </Link>
        </Button>
        <Button asChild size="lg">
          <Link to="/register" onClick={onNavigate}>
            Get started
          </Link>
        </Button>
      </div>
    </nav>
  );
}

function SignedInMenu({ user, onNavigate }: { user: TUser; onNavigate: () => void }) {
  const { logOut } = useLogout();
  const accountLinks = [ACCOUNT_SETTINGS, ...(user.role === 'admin' ? [ADMIN_DASHBOARD, SUPER_ADMIN] : [])];
  return (
    <nav aria-label="Mobile" className="flex flex-1 flex-col gap-6">
      <UserIdentity user={user} />
      <LinkList links={topBarLinksFor(user.role)} onNavigate={onNavigate} />
      <div className="border-t border-line pt-4">
        <LinkList links={accountLinks} onNavigate={onNavigate} />
      </div>
      <Button
        variant="secondary"
        className="mt-auto"
        onClick={() => {
          onNavigate();
          void logOut();
        }}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Log out
      </Button>
    </nav>
  );
}
