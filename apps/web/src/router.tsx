import type { AppRouter } from '@talanta/api/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { TRPCLink } from '@trpc/client';
import type { ReactNode } from 'react';
import { currentUserQuery } from './features/auth/current-user';
import { FullPageSpinner } from './features/shell/full-page-spinner';
import { NotFoundScreen } from './features/shell/not-found-screen';
import { RouteErrorScreen } from './features/shell/route-error-screen';
import { createQueryClient } from './lib/query-client';
import type { RouterContext } from './lib/router-context';
import { createTrpcClient, createTrpcOptions, TRPCProvider } from './lib/trpc';
import { routeTree } from './routeTree.gen';

interface AppRouterOptions {
  link?: TRPCLink<AppRouter>;
  nonce?: string;
  publicOrigin?: string;
}

/**
 * The app's router with its own data cache, made once in the browser and once per request on the
 * server (entry-server.tsx), where `link` calls the procedures in-process for the request's user,
 * `nonce` marks the page's inline scripts for the Content-Security-Policy and `publicOrigin` is the
 * API's PUBLIC_URL. That origin goes to the browser with the page (the router's own dehydrated
 * data), so the head a page draws there names the same canonical address as the server's.
 */
export function createAppRouter({ link, nonce, publicOrigin = '' }: AppRouterOptions = {}) {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient({ link });
  const trpc = createTrpcOptions(queryClient, trpcClient);
  const context: RouterContext = {
    queryClient,
    trpcClient,
    trpc,
    publicOrigin,
    auth: { ensureUser: () => queryClient.ensureQueryData(currentUserQuery(trpc)) },
  };
  const router = createRouter({
    routeTree,
    context,
    // Before the browser matches the page's routes, so their head() reads it.
    dehydrate: () => ({ publicOrigin: context.publicOrigin }),
    hydrate: (dehydrated: { publicOrigin: string }) => {
      context.publicOrigin = dehydrated.publicOrigin;
    },
    ssr: nonce ? { nonce } : undefined,
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: leaveFirstScreenWhereScrolled(),
    defaultPendingComponent: FullPageSpinner,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    Wrap: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    ),
  });
  // What the loaders put in the cache on the server goes to the browser with the page (and what
  // resolves later while the page streams), so hydrating asks for none of it again.
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  return router;
}

/**
 * Scroll restoration, but on the first screen only when there is something to restore: a reload or
 * Back to a page the visitor had scrolled, or a #section to bring into view. On a fresh visit the
 * page is wherever the visitor has scrolled it while its JavaScript arrived; moving it then would
 * make a tap land on whatever moved under the finger.
 */
function leaveFirstScreenWhereScrolled() {
  let firstScreenRendered = false;
  return ({ location }: { location: { hash: string } }) => {
    if (firstScreenRendered || typeof window === 'undefined') return true;
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
