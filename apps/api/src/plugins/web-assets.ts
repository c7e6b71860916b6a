import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and so every client route) and the unhashed files: always asked again (a 304 when unchanged). */
export const REVALIDATE_CACHE = 'no-cache';

/** Where the web build writes the visitor pages it prerendered (apps/web/prerender-plugin.ts). */
const PRERENDERED_DIR = 'prerendered';

export interface WebAssets {
  /** Answers a client route: its prerendered page for a visitor, otherwise index.html. */
  sendAppShell(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/**
 * The built web app (apps/web/dist): hashed assets cached for a year, the rest revalidated, and the
 * build's .br and .gz copies sent to clients that accept them (Vary: Accept-Encoding). Returns null
 * when there is no build (API-only runs and tests).
 */
export async function registerWebAssets(
  app: FastifyInstance,
  { root, sessionCookies }: { root: string; sessionCookies: readonly string[] },
): Promise<WebAssets | null> {
  if (!existsSync(root)) return null;
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
  const prerendered = prerenderedPages(root);
  return {
    sendAppShell(request, reply) {
      // The prerendered HTML is a visitor's page: someone who may be signed in (a session cookie),
      // or a query the page reads (/login?redirect=…), gets index.html and the app draws the screen.
      const [path, query] = (request.url ?? '').split('?');
      const page = prerendered.get(path ?? '');
      reply.header('Vary', 'Accept-Encoding, Cookie');
      const mayBeSignedIn = sessionCookies.some((name) => request.cookies[name] !== undefined);
      if (page && query === undefined && !mayBeSignedIn) return reply.sendFile(page);
      return reply.sendFile('index.html');
    },
  };
}

/** Request path to file, from what the build wrote: `index.html` is `/`, `login.html` is `/login`. */
function prerenderedPages(root: string): Map<string, string> {
  const dir = join(root, PRERENDERED_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, `${PRERENDERED_DIR}/${file}`);
  }
  return pages;
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
