import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { WebRenderer } from './web-render';

/** apps/web, whose sources Vite serves and renders in development. */
const WEB_ROOT = fileURLToPath(new URL('../../../web', import.meta.url));

/**
 * `pnpm dev`: the web app's pages rendered from its sources through Vite (middleware mode), with
 * hot updates on the API's own port, so development has one origin as production does. Vite and
 * middie are development dependencies, loaded only here.
 */
export async function createWebDevRenderer(app: FastifyInstance): Promise<WebRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: WEB_ROOT,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  // The sources, Vite's client and hot updates, on the app's own origin.
  const { default: middie } = await import('@fastify/middie');
  await app.register(middie);
  app.use(vite.middlewares);
  return {
    async render(request, options) {
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebRenderer;
      return entry.render(request, options);
    },
  };
}
