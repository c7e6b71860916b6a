import type { TUser } from '@talanta/schema';
import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavItemLink } from './nav-item-link';
import type { NavLink } from './nav-links';

/**
 * The sticky top bar: public links for visitors, role links and account tools once signed in. The
 * signed-in shell passes its links and account tools in, so a visitor's bundle never carries them.
 */
export function TopBar({
  user,
  links,
  accountTools,
}: {
  user: TUser | null;
  links: NavLink[];
  accountTools?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/85 backdrop-blur-xl">
      <div className="flex h-topbar items-center gap-6 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Primary" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavItemLink link={link} look="pill" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            accountTools
          ) : (
            <>
              <Button asChild variant="ghost" className="hidden lg:inline-flex">
                <Link to="/login">Log in</Link>
              </Button>
              <Button asChild className="hidden sm:inline-flex">
                <Link to="/register">Get started</Link>
              </Button>
            </>
          )}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
