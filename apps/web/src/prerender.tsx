import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderedPage } from '../prerender-plugin';
import { currentUserKey } from './features/auth/current-user';
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
  await router.load();
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
