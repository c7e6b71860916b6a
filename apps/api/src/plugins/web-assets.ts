import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and so every client route) and the unhashed files: always asked again (a 304 when unchanged). */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * The built web app (apps/web/dist): hashed assets cached for a year, the rest revalidated, and the
 * build's .br and .gz copies sent to clients that accept them (Vary: Accept-Encoding). Returns false
 * when there is no build (API-only runs and tests).
 */
export async function registerWebAssets(app: FastifyInstance, { root }: { root: string }): Promise<boolean> {
  if (!existsSync(root)) return false;
  const assetsDir = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are chosen by Accept-Encoding, never asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
  return true;
}

/**
 * Client-side routes (and the web app's own 404 screen) are all served by index.html. Paths with a
 * file extension are assets, API paths are the API's: a missing one is a real 404, not the app.
 */
export function isClientRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/api/') || path.startsWith('/trpc/')) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  return request.method === 'GET' || request.method === 'HEAD';
}

export function sendAppShell(reply: FastifyReply) {
  return reply.sendFile('index.html');
}
