import type { TUser } from '@talanta/schema';
import type { ReactNode } from 'react';
import { EmailVerificationBanner } from '@/features/auth/email-verification-banner';
import { LiveEvents } from '@/features/live/live-events';
import { SideNav } from './side-nav';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

function SkipLink() {
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
      <TopBar user={null} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** Signed-in people: the signed-in top bar, the side navigation and the page. */
export function SignedInShell({ user, children }: { user: TUser; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <LiveEvents key={user.id} userId={user.id} />
      <SkipLink />
      <TopBar user={user} />
      <div className="flex flex-1">
        <SideNav user={user} />
        <main id="main" className="min-w-0 flex-1">
          <EmailVerificationBanner user={user} />
          {children}
        </main>
      </div>
    </div>
  );
}
