import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSessionUser } from '@/features/auth/session-user';
import { FullPageSpinner } from '@/features/shell/full-page-spinner';
import { NotFoundScreen } from '@/features/shell/not-found-screen';
import { PublicShell } from '@/features/shell/shells';
import type { RouterContext } from '@/lib/router-context';

// Visitors never load the signed-in shell; toasts only follow an action, long after this has loaded.
const SignedInShell = lazy(() => import('@/features/shell/signed-in-shell'));
const Toaster = lazy(() => import('@talanta/ui').then((ui) => ({ default: ui.Toaster })));

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen knows who is signed in before it renders; the guards below read `context.user`.
  beforeLoad: async ({ context }) => ({ user: await context.auth.ensureUser() }),
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});

function RootLayout() {
  const user = useSessionUser();
  return (
    <>
      {user ? (
        <Suspense fallback={<FullPageSpinner />}>
          <SignedInShell user={user}>
            <Outlet />
          </SignedInShell>
        </Suspense>
      ) : (
        <PublicShell>
          <Outlet />
        </PublicShell>
      )}
      <Suspense>
        <Toaster />
      </Suspense>
    </>
  );
}
