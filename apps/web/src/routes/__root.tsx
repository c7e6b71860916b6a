import { Toaster } from '@talanta/ui';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useSessionUser } from '@/features/auth/session-user';
import { NotFoundScreen } from '@/features/shell/not-found-screen';
import { PublicShell, SignedInShell } from '@/features/shell/shells';
import type { RouterContext } from '@/lib/router-context';

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
        <SignedInShell user={user}>
          <Outlet />
        </SignedInShell>
      ) : (
        <PublicShell>
          <Outlet />
        </PublicShell>
      )}
      <Toaster />
    </>
  );
}
