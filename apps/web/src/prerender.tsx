import { type AnyRoute, createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderedPage } from '../prerender-plugin';
import { currentUserKey } from './features/auth/current-user';
import { loadPublicShell } from './features/shell/load-public-shell';
import { APP_NAME, type PrerenderedHead, PrerenderedHeadContext } from './lib/document-title';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient } from './lib/trpc';
import { createAppRouter } from './router';

/**
 * A visitor's page as HTML, rendered at build time by the prerender plugin (prerender-plugin.ts).
 * Nothing is fetched: a call never answers, so a section that waits for data (the landing page's
 * top developers) is written as its loading state and React fills it in once it has hydrated.
 */
export async function renderVisitorPage(path: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, null);
  const trpcClient = createTrpcClient({ fetch: () => new Promise<Response>(() => {}) });
  const router = createAppRouter({
    queryClient,
    trpcClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // Restoring the scroll position is the browser's job here; the router's inline script for it
  // would be refused by the Content-Security-Policy and then differ from what React hydrates.
  router.update({ ...router.options, scrollRestoration: false });
  // renderToString cannot wait: the visitors' shell is loaded first, so the root route reads it at once.
  await Promise.all([router.load(), loadPublicShell()]);
  const head: PrerenderedHead = { title: APP_NAME };
  const html = renderToString(
    <StrictMode>
      <PrerenderedHeadContext.Provider value={head}>
        <RouterProvider router={router} />
      </PrerenderedHeadContext.Provider>
    </StrictMode>,
  );
  return { html, ...head };
}

export interface Screen {
  /** The URL pattern the route matches, as the router writes it ('/jobs/$id'), without a trailing slash. */
  path: string;
  /** The route's id and those of the layouts it renders inside, outermost first. */
  routeIds: string[];
}

/**
 * Every screen of the app (a route no other route renders inside), in the router's own words, for
 * the build's map of the files each screen loads first (prerender-plugin.ts, routeFilesMap).
 */
export function listScreens(): Screen[] {
  const router = createAppRouter({
    queryClient: createQueryClient(),
    trpcClient: createTrpcClient({ fetch: () => new Promise<Response>(() => {}) }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return Object.values(router.routesById as unknown as Record<string, AnyRoute>)
    .filter((route) => !route.isRoot && !hasChildren(route))
    .map((route) => {
      const routeIds: string[] = [];
      for (let at: AnyRoute | undefined = route; at && !at.isRoot; at = at.parentRoute)
        routeIds.unshift(at.id);
      return { path: route.fullPath.replace(/(.)\/$/, '$1'), routeIds };
    });
}

const hasChildren = (route: AnyRoute) =>
  Array.isArray(route.children) ? route.children.length > 0 : Object.keys(route.children ?? {}).length > 0;
