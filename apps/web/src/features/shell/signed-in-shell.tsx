import type { TUser } from '@talanta/schema';
import { type ReactNode, Suspense, use } from 'react';
import { loadEmailVerificationBanner } from '@/features/auth/load-email-verification-banner';
import { NotificationBell } from '@/features/notification/notification-bell';
import { lazyAfterFirstScreen } from '@/lib/first-screen';
import { AccountMenu } from './account-menu';
import { SIDE_NAV_FRAME_CLASSES } from './side-nav-frame';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

// The live stream starts once the first screen is on show: it resumes from where the user's events
// stood when the server rendered the page (page-live-cursor.ts), so nothing that happens meanwhile is
// missed. If its code cannot be downloaded, the screens keep polling at the spec's intervals.
const LiveEvents = lazyAfterFirstScreen(
  () => import('@/features/live/live-events').then((module) => module.LiveEvents),
  () => null,
);

// The role's navigation (the top bar's links and the side navigation, with their icons) comes after
// the first screen too: both show from the large breakpoint up only, where the side navigation's
// empty box holds its place meanwhile; below it the mobile menu has the links. If its code cannot be
// downloaded, the mobile menu still has them.
const SignedInPrimaryNav = lazyAfterFirstScreen(
  () => import('./signed-in-navigation').then((module) => module.SignedInPrimaryNav),
  () => null,
);
const SideNav = lazyAfterFirstScreen(
  () => import('./signed-in-navigation').then((module) => module.SideNav),
  SideNavStandIn,
);

function VerificationReminder({ user }: { user: TUser }) {
  const { EmailVerificationBanner } = use(loadEmailVerificationBanner());
  return <EmailVerificationBanner user={user} />;
}

function SideNavStandIn() {
  return <div aria-hidden="true" className={SIDE_NAV_FRAME_CLASSES} />;
}

/**
 * Signed-in people: the signed-in top bar, the side navigation and the page. The root route loads
 * this module lazily, so a visitor's first page carries none of it (live updates, notifications, menus).
 * The live stream and the role's navigation come after the first screen.
 */
export default function SignedInShell({ user, children }: { user: TUser; children: ReactNode }) {
  return (
    <div data-shell="signed-in" className="flex min-h-dvh flex-col">
      <Suspense>
        <LiveEvents key={user.id} userId={user.id} />
      </Suspense>
      <SkipLink />
      <TopBar
        user={user}
        nav={
          <Suspense>
            <SignedInPrimaryNav role={user.role} />
          </Suspense>
        }
        accountTools={
          <>
            <NotificationBell />
            <AccountMenu user={user} />
          </>
        }
      />
      <div className="flex flex-1">
        <Suspense fallback={<SideNavStandIn />}>
          <SideNav user={user} />
        </Suspense>
        <main id="main" className="min-w-0 flex-1">
          {!user.emailVerified && (
            <Suspense>
              <VerificationReminder user={user} />
            </Suspense>
          )}
          {children}
        </main>
      </div>
    </div>
  );
}
