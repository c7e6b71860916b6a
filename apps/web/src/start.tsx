import { SIGNED_IN_USER_ELEMENT_ID, type TUser } from '@talanta/schema';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentUserKey, currentUserQuery } from './features/auth/current-user';
import { loadEmailVerificationBanner } from './features/auth/load-email-verification-banner';
import { loadPublicShell } from './features/shell/load-public-shell';
import { loadSignedInShell } from './features/shell/load-signed-in-shell';
import { readFirstScreenAnswers } from './lib/first-screen-answers';
import { loadPrerenderedPage } from './lib/prerendered-page';
import { createQueryClient } from './lib/query-client';
import { applyForcedDarkTheme } from './lib/theme';
import { createTrpcClient } from './lib/trpc';
import { yieldToBrowser } from './lib/yield-to-browser';
import { createAppRouter } from './router';

/** Creates the app and draws or hydrates the first screen (main.tsx calls it after the first paint). */
export async function start() {
  applyForcedDarkTheme();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient({ firstScreenAnswers: readFirstScreenAnswers() });
  const router = createAppRouter({ queryClient, trpcClient });
  // The first screen's route chunks download beside the current-user call rather than after it. A
  // failed download is the router's to report: it asks again when it renders the route.
  const [firstRoutes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of firstRoutes) {
    router.loadRouteChunk(route)?.catch(() => undefined);
  }
  // index.html shows a spinner until we know who is signed in, so no screen flashes the wrong shell.
  // The page says so when the server knew; otherwise we ask. A failure here is not fatal: the root
  // route asks again and shows its error screen.
  let user = signedInUserFromPage(container);
  // The shell the first screen is drawn in is fetched now too, not once React asks: the signed-in
  // one for a screen behind sign-in, the visitors' one unless the page says somebody is signed in.
  if (firstRoutes.some((route) => route.id.startsWith('/_authed')))
    loadSignedInShell().catch(() => undefined);
  else if (!user) loadPublicShell().catch(() => undefined);
  // Downloads asked for, the rest of the start runs in a task of its own: building the router's
  // tree of routes above was already a long one on a phone.
  await yieldToBrowser();
  if (user !== undefined) queryClient.setQueryData(currentUserKey, user);
  else user = await queryClient.fetchQuery(currentUserQuery(trpcClient)).catch(() => undefined);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // Rendering is a transition so React yields to the browser every few milliseconds instead of
  // blocking a slow phone's main thread for the whole first render.
  if (container.hasAttribute('data-prerendered') && user === null) {
    // A visitor's page prerendered at build time (prerender-plugin.ts): React takes over the HTML
    // already on screen once the route has loaded, so the first render matches it.
    await Promise.all([loadPrerenderedPage(() => router.load()), loadPublicShell().catch(() => undefined)]);
    // The prerender rendered the router as a server does (no Suspense around the root route);
    // marking the router as server-rendered makes the client build the same tree to hydrate.
    router.ssr = { manifest: undefined };
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The first screen is drawn once its route, its data and its shell are all in, in
    // one commit: a part that suspended would show its fallback first, and React holds back what
    // replaces a fallback for 300 ms (it did, here), so the screen came that much later.
    await Promise.all([
      router.load(),
      (user ? loadSignedInShell() : loadPublicShell()).catch(() => undefined),
      // Drawn above the screen, so it comes with the first screen rather than pushing it down after.
      user && !user.emailVerified ? loadEmailVerificationBanner().catch(() => undefined) : undefined,
    ]);
    startTransition(() => {
      createRoot(container).render(app);
    });
  }
}

/**
 * Who is signed in, as far as the page knows (apps/api/src/plugins/web-assets.ts): nobody on a
 * prerendered page, which goes only to requests without a session cookie; the user (or null) the
 * server put in index.html for a request with one; undefined when it could not tell. Read once: the
 * cache holds it from then on, and sign-in or sign-out updates the cache.
 */
function signedInUserFromPage(container: HTMLElement): TUser | null | undefined {
  if (container.hasAttribute('data-prerendered')) return null;
  const element = document.getElementById(SIGNED_IN_USER_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as TUser | null;
  } catch {
    return undefined;
  }
}
