import type { ReactNode } from 'react';
import { PUBLIC_LINKS } from './nav-links';
import { PrimaryNav } from './primary-nav';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/**
 * Visitors: the public top bar, the page, and the footer (shown to signed-out visitors only). The
 * root route loads this module lazily, as it does the signed-in shell, so a signed-in person's first
 * screen carries none of it (the footer, its language picker).
 */
export default function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div data-shell="public" className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar user={null} nav={<PrimaryNav links={PUBLIC_LINKS} />} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
