import type { ReactNode } from 'react';
import { PUBLIC_LINKS } from './nav-links';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}

/** Visitors: the public top bar, the page, and the footer (shown to signed-out visitors only). */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar user={null} links={PUBLIC_LINKS} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
