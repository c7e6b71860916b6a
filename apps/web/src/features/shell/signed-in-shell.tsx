import type { TUser } from '@talanta/schema';
import { ClientOnly, lazyRouteComponent } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { NotificationBell } from '@/features/notification/notification-bell';
import { awaitOnServer } from '@/lib/await-on-server';
import type { QueryContext } from '@/lib/router-context';
import { AccountMenu } from './account-menu';
import { SIDE_NAV_FRAME_CLASSES } from './side-nav-frame';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

// The live stream starts once the page is live: it resumes from where the user's events stood when
// the server rendered the page (page-live-cursor.ts), so nothing that happens meanwhile is missed. If
// its code cannot be downloaded, the screens keep polling at the spec's intervals.
const LiveEvents = lazy(() =>
  import('@/features/live/live-events').then(
    (module) => ({ default: module.LiveEvents }),
    () => ({ default: () => null }),
  ),
);

// The role's navigation (the top bar's links and the side navigation, with their icons) and the
// verification reminder are chunks of their own, loaded by the root loader before the page is drawn
// (loadPartsShownTo): lazyRouteComponent draws a loaded one at once (shells.ts says why not
// React.lazy). Hydrating, React leaves their HTML as the server drew it until their code has come.
// If the navigation's code cannot be downloaded, the mobile menu still has the links; without the
// reminder's, the account page says it too.
const SignedInPrimaryNav = lazyRouteComponent(
  () =>
    import('./signed-in-navigation').catch(() => ({
      SignedInPrimaryNav: (_: { role: TUser['role'] }) => null,
    })),
  'SignedInPrimaryNav',
);
const SideNav = lazyRouteComponent(
  () => import('./signed-in-navigation').catch(() => ({ SideNav: (_: { user: TUser }) => <SideNavFrame /> })),
  'SideNav',
);
const EmailVerificationBanner = lazyRouteComponent(
  () =>
    import('@/features/auth/email-verification-banner').catch(() => ({
      EmailVerificationBanner: (_: { user: TUser }) => null,
    })),
  'EmailVerificationBanner',
);

/**
 * For the root loader: the code of the parts of the shell `user`'s first screen shows, and on the
 * server the bell's list, so its unread count is in the first HTML (the browser would otherwise
 * ask for it once the page is live).
 */
export async function loadPartsShownTo(user: TUser, { queryClient, trpc }: QueryContext): Promise<void> {
  await Promise.all([
    SignedInPrimaryNav.preload?.(),
    SideNav.preload?.(),
    !user.emailVerified && EmailVerificationBanner.preload?.(),
    awaitOnServer(queryClient.prefetchQuery(trpc.notification.list.queryOptions())),
  ]);
}

/** The side navigation's box, empty: where it stands while its code loads, so nothing beside it moves. */
function SideNavFrame() {
  return <div aria-hidden="true" className={SIDE_NAV_FRAME_CLASSES} />;
}

/**
 * Signed-in people: the signed-in top bar, the side navigation and the page. The root route loads
 * this module lazily, so a visitor's first page carries none of it (live updates, notifications, menus).
 */
export default function SignedInShell({ user, children }: { user: TUser; children: ReactNode }) {
  return (
    <div data-shell="signed-in" className="flex min-h-dvh flex-col">
      <ClientOnly>
        <Suspense>
          <LiveEvents key={user.id} userId={user.id} />
        </Suspense>
      </ClientOnly>
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
        <Suspense fallback={<SideNavFrame />}>
          <SideNav user={user} />
        </Suspense>
        <main id="main" className="min-w-0 flex-1">
          {!user.emailVerified && (
            <Suspense>
              <EmailVerificationBanner user={user} />
            </Suspense>
          )}
          {children}
        </main>
      </div>
    </div>
  );
}
