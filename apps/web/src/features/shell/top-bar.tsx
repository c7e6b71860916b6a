import type { TUser } from '@talanta/schema';
import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

/**
 * The sticky top bar: public links for visitors, role links and account tools once signed in. Each
 * shell passes its links (`nav`, a PrimaryNav) and the signed-in one its account tools, so a
 * visitor's bundle never carries them.
 */
export function TopBar({
  user,
  nav,
  accountTools,
}: {
  user: TUser | null;
  nav: ReactNode;
  accountTools?: ReactNode;
}) {
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/85 backdrop-blur-xl">
      <div className="flex h-topbar items-center gap-6 px-4 sm:px-6">
        <Logo />
        {nav}
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            accountTools
          ) : (
            <>
              <Button asChild variant="ghost" className="max-lg:hidden">
                <Link to="/login">{t('Log in')}</Link>
              </Button>
              <Button asChild className="max-sm:hidden">
                <Link to="/register">{t('Get started')}</Link>
              </Button>
            </>
          )}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
