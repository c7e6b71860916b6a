import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicShell, SignedInShell } from './features/shell/shells';
import { registerServiceWorker } from './lib/service-worker';
import { createAppRouter } from './router';

const router = createAppRouter();

/**
 * The shell the server drew the page in (routes/__root.tsx), loaded before React takes the page
 * over: hydrating, it would otherwise suspend on it and leave the whole page inert until its code
 * came. The page preloads it (src/server/router-manifest.ts), so this is quick.
 */
async function loadShellOfPage(): Promise<unknown> {
  const shell = document.querySelector('[data-shell]')?.getAttribute('data-shell');
  return (shell === 'signed-in' ? SignedInShell : PublicShell).preload?.();
}

// The page arrives drawn, with its data (entry-server.tsx): React takes it over without asking the
// server for any of it again. Hydrating is a transition, so React yields to the browser every few
// milliseconds instead of holding a slow phone's main thread for the whole page. A shell that could
// not be loaded is the root route's to report, as its error.
void loadShellOfPage()
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      );
    });
  });

registerServiceWorker();
