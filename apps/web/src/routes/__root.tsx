import type { TUser } from '@talanta/schema';
import { ClientOnly, createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, use, useEffect } from 'react';
import { useSessionUser } from '@/features/auth/session-user';
import { FullPageSpinner } from '@/features/shell/full-page-spinner';
import { loadPublicShell } from '@/features/shell/load-public-shell';
import { loadSignedInShell } from '@/features/shell/load-signed-in-shell';
import { NotFoundScreen } from '@/features/shell/not-found-screen';
import { afterFirstScreen, markFirstScreenShown } from '@/lib/first-screen';
import type { RouterContext } from '@/lib/router-context';

// Visitors never load the signed-in shell; toasts only follow an action, long after this has loaded.
// The Toaster comes from its own module: a dynamic import of the @talanta/ui barrel would make the
// barrel, sonner and all, one chunk that every screen then loads up front.
const Toaster = lazy(
  afterFirstScreen(() => import('@talanta/ui/toaster').then((ui) => ({ default: ui.Toaster }))),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen knows who is signed in before it renders; the guards below read `context.user`.
  beforeLoad: async ({ context }) => ({ user: await context.auth.ensureUser() }),
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
});

function RootLayout() {
  const user = useSessionUser();
  // The root commits with the first screen (start.tsx draws it whole): what loads after it may start.
  useEffect(markFirstScreenShown, []);
  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        {user ? (
          <SignedInLayout user={user}>
            <Outlet />
          </SignedInLayout>
        ) : (
          <VisitorLayout>
            <Outlet />
          </VisitorLayout>
        )}
      </Suspense>
      {/* Never part of a prerendered page (src/prerender.tsx): it is drawn once React has hydrated. */}
      <ClientOnly>
        <Suspense>
          <Toaster />
        </Suspense>
      </ClientOnly>
    </>
  );
}

/** The visitors' shell around the page, its code read from the chunk start.tsx (or the prerender) loaded. */
function VisitorLayout({ children }: { children: ReactNode }) {
  const { default: PublicShell } = use(loadPublicShell());
  return <PublicShell>{children}</PublicShell>;
}

/** The signed-in shell around the screen, its code read from the chunk start.tsx has usually loaded. */
function SignedInLayout({ user, children }: { user: TUser; children: ReactNode }) {
  const { default: SignedInShell } = use(loadSignedInShell());
  return <SignedInShell user={user}>{children}</SignedInShell>;
}
