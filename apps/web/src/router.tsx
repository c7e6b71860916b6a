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
 * Scroll restoration, but on the first screen only when there is something to restore: a reload or
 * Back to a page the visitor had scrolled, or a #section to bring into view. A fresh visit is at the
 * top already, or wherever the visitor has scrolled a prerendered page while the app loaded
 * (restoring then would jump them back and a tap landing during the jump would miss its link). Not
 * asking where the page is scrolled on a fresh visit matters: read right after the first render,
 * the position (or the router's scroll to the top) made the browser lay out the whole new screen
 * there and then, inside the render's task, a long task on a slow phone.
 */
function leaveFirstScreenWhereScrolled() {
  let firstScreenRendered = false;
  return ({ location }: { location: { hash: string } }) => {
    if (firstScreenRendered) return true;
    firstScreenRendered = true;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const returning = navigation?.type === 'reload' || navigation?.type === 'back_forward';
    if (!returning && !location.hash) return false;
    return window.scrollX === 0 && window.scrollY === 0;
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
