import type { AppRouter } from '@talanta/api/router';
import type { Locale } from '@talanta/schema/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { TRPCLink } from '@trpc/client';
import type { ReactNode } from 'react';
import { currentUserQuery } from './features/auth/current-user';
import { FullPageSpinner } from './features/shell/full-page-spinner';
import { NotFoundScreen } from './features/shell/not-found-screen';
import { RouteErrorScreen } from './features/shell/route-error-screen';
import { AppI18n, type DehydratedI18n } from './lib/i18n';
import { I18nProvider } from './lib/i18n-react';
import { createQueryClient } from './lib/query-client';
import type { RouterContext } from './lib/router-context';
import { TranslatedUi } from './lib/translated-ui';
import { createTrpcClient, createTrpcOptions, TRPCProvider } from './lib/trpc';
import { routeTree } from './routeTree.gen';

interface AppRouterOptions {
  link?: TRPCLink<AppRouter>;
  nonce?: string;
  publicOrigin?: string;
  /** The language the server draws the page in (the browser takes it from the page). */
  locale?: Locale;
}

/**
 * The app's router with its own data cache, made once in the browser and once per request on the
 * server (entry-server.tsx), where `link` calls the procedures in-process for the request's user,
 * `nonce` marks the page's inline scripts for the Content-Security-Policy and `publicOrigin` is the
 * API's PUBLIC_URL. That origin goes to the browser with the page (the router's own dehydrated
 * data), so the head a page draws there names the same canonical address as the server's.
 */
export function createAppRouter({ link, nonce, publicOrigin = '', locale }: AppRouterOptions = {}) {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient({ link });
  const trpc = createTrpcOptions(queryClient, trpcClient);
  const context: RouterContext = {
    queryClient,
    trpcClient,
    trpc,
    publicOrigin,
    // The texts come from the API (in-process on the server): no table of catalogues in the bundle.
    i18n: new AppI18n(
      async (language, namespaces) =>
        JSON.parse(await trpcClient.i18n.messages.query({ locale: language, namespaces })),
      locale,
    ),
    auth: { ensureUser: () => queryClient.ensureQueryData(currentUserQuery(trpc)) },
  };
  const router = createRouter({
    routeTree,
    context,
    // Before the browser matches the page's routes, so their head() reads it. The page's language
    // and the texts its screen needs come with it: it hydrates in that language, asking for none.
    dehydrate: () => ({ publicOrigin: context.publicOrigin, i18n: context.i18n.dehydrate() }),
    hydrate: (dehydrated: { publicOrigin: string; i18n: DehydratedI18n }) => {
      context.publicOrigin = dehydrated.publicOrigin;
      context.i18n.hydrate(dehydrated.i18n);
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
          <I18nProvider i18n={context.i18n.lingui}>
            <TranslatedUi>{children}</TranslatedUi>
          </I18nProvider>
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
