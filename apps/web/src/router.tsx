import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { currentUserQuery } from './features/auth/current-user';
import { FullPageSpinner } from './features/shell/full-page-spinner';
import { NotFoundScreen } from './features/shell/not-found-screen';
import { RouteErrorScreen } from './features/shell/route-error-screen';
import { createTrpcUtils, type TrpcClient, trpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export function createAppRouter({
  queryClient,
  trpcClient,
  history,
}: {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** The browser's address bar unless given (prerendering passes a memory history). */
  history?: RouterHistory;
}) {
  return createRouter({
    routeTree,
    history,
    context: {
      queryClient,
      trpcClient,
      trpc: createTrpcUtils(queryClient, trpcClient),
      auth: { ensureUser: () => queryClient.ensureQueryData(currentUserQuery(trpcClient)) },
    },
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: leaveFirstScreenWhereScrolled(),
    defaultPendingComponent: FullPageSpinner,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    Wrap: ({ children }: { children: ReactNode }) => (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    ),
  });
}

/**
 * Scroll restoration, except on the first screen when the visitor has already scrolled it. A
 * prerendered page can be read, scrolled and tapped before the app takes it over; restoring then
 * would jump them back to the top, and a tap landing during the jump would miss its link. A page
 * still at the top lets the router restore as usual (a reload or Back to a scrolled page).
 */
function leaveFirstScreenWhereScrolled() {
  let firstScreenRendered = false;
  return () => {
    if (firstScreenRendered) return true;
    firstScreenRendered = true;
    return window.scrollX === 0 && window.scrollY === 0;
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
