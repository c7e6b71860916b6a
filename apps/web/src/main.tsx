import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentUserQuery } from './features/auth/current-user';
import { createQueryClient } from './lib/query-client';
import { applyForcedDarkTheme } from './lib/theme';
import { createTrpcClient } from './lib/trpc';
import { createAppRouter } from './router';
import './styles.css';

async function start() {
  applyForcedDarkTheme();
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const router = createAppRouter({ queryClient, trpcClient });
  // The first screen's route chunks download beside the current-user call rather than after it. A
  // failed download is the router's to report: it asks again when it renders the route.
  const [firstRoutes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of firstRoutes) {
    router.loadRouteChunk(route)?.catch(() => undefined);
  }
  // index.html shows a spinner until we know who is signed in, so no screen flashes the wrong shell.
  // A failure here is not fatal: the root route asks again and shows its error screen.
  await queryClient.prefetchQuery(currentUserQuery(trpcClient));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
