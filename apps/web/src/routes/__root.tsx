import devanagariFont from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import type { TUser } from '@talanta/schema';
import { ClientOnly, createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSessionUser } from '@/features/auth/session-user';
import type { PageLiveCursor } from '@/features/live/page-live-cursor';
import { FullPageSpinner } from '@/features/shell/full-page-spinner';
import { NotFoundScreen } from '@/features/shell/not-found-screen';
import { loadSignedInShell, PublicShell, SignedInShell } from '@/features/shell/shells';
import { APP_NAME } from '@/lib/document-title';
import { useLingui } from '@/lib/i18n-react';
import type { RouterContext } from '@/lib/router-context';

// Visitors never load the signed-in shell; toasts only follow an action, long after this has loaded.
// The Toaster comes from its own module: a dynamic import of the @talanta/ui barrel would make the
// barrel, sonner and all, one chunk that every screen then loads up front.
const Toaster = lazy(() => import('@talanta/ui/toaster').then((ui) => ({ default: ui.Toaster })));

export const SITE_DESCRIPTION =
  'Talanta connects businesses with vetted software developers from Kenya and India.';

/** In development Vite serves the sources; the build's manifest names the built files instead. */
const DEVELOPMENT_SCRIPTS =
  import.meta.env.MODE === 'development'
    ? [
        {
          type: 'module',
          children: `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`,
        },
        { type: 'module', src: '/@vite/client' },
        { type: 'module', src: '/src/entry-client.tsx' },
      ]
    : [];

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen knows who is signed in before it renders; the guards below read `context.user`.
  // For a signed-in user, where their live events stand is read before any of the screen's data:
  // the page's first live stream resumes from there, so no change made meanwhile is missed.
  // `renderedAt` is when the page was drawn (lib/use-now.ts): relative times hydrate as written.
  beforeLoad: async ({
    context,
  }): Promise<{ user: TUser | null; renderedAt: number; liveCursor?: PageLiveCursor }> => {
    const renderedAt = Date.now();
    const user = await context.auth.ensureUser();
    if (!user || !import.meta.env.SSR) return { user, renderedAt };
    // Without it the page's first stream refetches what the screen shows instead.
    const cursor = await context.trpcClient.live.cursor.query().catch(() => undefined);
    return { user, renderedAt, liveCursor: cursor && { userId: user.id, lastEventId: cursor.lastEventId } };
  },
  // The shell the screen is drawn in is part of the first HTML, never a spinner streamed first.
  // So are the shell's texts, in the page's language.
  loader: async ({ context }) => {
    const texts = context.i18n.load(['common']);
    if (context.user) await loadSignedInShell(context.user, context);
    else await PublicShell.preload?.();
    await texts;
  },
  head: ({ match }) => ({
    meta: [
      { charSet: 'UTF-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
      { name: 'theme-color', content: '#080b12' },
      { name: 'description', content: SITE_DESCRIPTION },
      { title: APP_NAME },
    ],
    links: [
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
      // Installable (issue 41): the manifest names the app, its icons and colours (public/).
      { rel: 'manifest', href: '/manifest.webmanifest' },
      { rel: 'apple-touch-icon', href: '/icon-192.png' },
      // A page in Hindi needs its Devanagari face at once (styles.css): asked for with the page.
      ...(match.context.i18n.locale === 'hi'
        ? [
            {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: devanagariFont,
              crossOrigin: 'anonymous' as const,
            },
          ]
        : []),
    ],
    scripts: DEVELOPMENT_SCRIPTS,
  }),
  component: RootDocument,
  notFoundComponent: NotFoundScreen,
});

function RootDocument() {
  const { i18n } = useLingui();
  return (
    <html lang={i18n.locale} className="dark" data-theme="dark" style={{ colorScheme: 'dark' }}>
      <head>
        <HeadContent />
      </head>
      <body>
        <RootLayout />
        <Scripts />
      </body>
    </html>
  );
}

function RootLayout() {
  const user = useSessionUser();
  return (
    <>
      {/* The spinner only shows if the shell's code has not come (the loader and entry-client.tsx load it). */}
      <Suspense fallback={<FullPageSpinner />}>
        {user ? (
          <SignedInShell user={user}>
            <Outlet />
          </SignedInShell>
        ) : (
          <PublicShell>
            <Outlet />
          </PublicShell>
        )}
      </Suspense>
      {/* Drawn once React has hydrated: toasts only ever follow something done in the browser. */}
      <ClientOnly>
        <Suspense>
          <Toaster />
        </Suspense>
      </ClientOnly>
    </>
  );
}
