import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import {
  FIRST_ROUTE_FILES_ELEMENT_ID,
  FIRST_SCREEN_ANSWERS_ELEMENT_ID,
  type FirstScreenAnswer,
  LIVE_CURSOR_ELEMENT_ID,
  type RouteFilesMap,
  SIGNED_IN_USER_ELEMENT_ID,
  type TUser,
} from '@talanta/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and so every client route) and the unhashed files: always asked again (a 304 when unchanged). */
export const REVALIDATE_CACHE = 'no-cache';

/** index.html with the signed-in user in it is theirs alone: no shared cache may keep it. */
export const PRIVATE_REVALIDATE_CACHE = 'private, no-cache';

/** Where the web build writes the visitor pages it prerendered (apps/web/prerender-plugin.ts). */
const PRERENDERED_DIR = 'prerendered';

/** Where the web build writes the files each screen loads first (apps/web/prerender-plugin.ts). */
const ROUTE_FILES_MAP = join('.vite', 'route-files.json');

export interface WebAssets {
  /** Answers a client route: its prerendered page for a visitor, otherwise index.html. */
  sendAppShell(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export interface WebAssetsOptions {
  root: string;
  sessionCookies: readonly string[];
  /**
   * Who the request's session cookie signs in, as auth.session answers it (null: nobody), or
   * undefined when it will not say (too many lookups from that address). It may throw (the
   * database is unreachable). Without an answer index.html goes as built, and the app asks itself.
   */
  signedInUser?: (request: FastifyRequest, reply: FastifyReply) => Promise<TUser | null | undefined>;
  /** Where a signed-in user's live events stand now (LIVE_CURSOR_ELEMENT_ID); it may throw. */
  liveCursor?: (user: TUser) => Promise<string>;
  /**
   * The answers to the calls the screen at a path makes before it shows (firstScreenCalls), as the
   * user's own requests would get them; a call that fails is left out (the app asks it itself).
   * Asked after the live cursor, so a change after it arrives as an event. It may throw.
   */
  firstScreenAnswers?: (
    request: FastifyRequest,
    reply: FastifyReply,
    user: TUser,
    screen: MatchedScreen,
  ) => Promise<FirstScreenAnswer[]>;
}

/** The screen the router will draw for a path: its pattern ('/jobs/$id') and parameters. */
export interface MatchedScreen {
  pattern: string;
  params: Record<string, string>;
}

/**
 * The built web app (apps/web/dist): hashed assets cached for a year, the rest revalidated, and the
 * build's .br and .gz copies sent to clients that accept them (Vary: Accept-Encoding). Returns null
 * when there is no build (API-only runs and tests).
 */
export async function registerWebAssets(
  app: FastifyInstance,
  { root, sessionCookies, signedInUser, liveCursor, firstScreenAnswers }: WebAssetsOptions,
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
  const matchScreen = signedInScreenMatcher(root);
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  return {
    async sendAppShell(request, reply) {
      // The prerendered HTML is a visitor's page: someone who may be signed in (a session cookie),
      // or a query the page reads (/login?redirect=…), gets index.html and the app draws the screen.
      const [path, query] = (request.url ?? '').split('?');
      const page = prerendered.get(path ?? '');
      reply.header('Vary', 'Accept-Encoding, Cookie');
      const mayBeSignedIn = sessionCookies.some((name) => request.cookies[name] !== undefined);
      if (page && query === undefined && !mayBeSignedIn) return reply.sendFile(page);
      if (mayBeSignedIn && signedInUser) {
        const user = await signedInUser(request, reply).catch(() => undefined);
        if (user !== undefined) {
          const screen = user ? matchScreen(path ?? '/') : undefined;
          // Without it the app still works: its first stream refetches what the screen shows.
          const cursor = user && liveCursor ? await liveCursor(user).catch(() => undefined) : undefined;
          // Only with the cursor (the answers must be read after it), and for a URL without a query
          // (the screen's filters, which only the app reads). Without them the app asks itself.
          const answers =
            user && screen?.screen && cursor !== undefined && query === undefined && firstScreenAnswers
              ? await firstScreenAnswers(request, reply, user, screen.screen).catch(() => [])
              : [];
          return sendHtml(
            request,
            reply,
            withSignedInUser(indexHtml, user, { files: screen?.files, liveCursor: cursor, answers }),
          );
        }
      }
      return reply.sendFile('index.html');
    },
  };
}

/**
 * index.html carrying the signed-in user (or null for a cookie that signs nobody in) as JSON, so
 * the app draws the first screen without first asking who is signed in: one round trip less
 * before anything shows, on a phone's slow link. With it, the script files that screen needs beyond
 * the app's own (`files`, paths under the site's root), which the app starts downloading beside its
 * own once the page has painted (apps/web/src/main.tsx): one round trip and download less before
 * the screen shows. And where the user's live events stood (`liveCursor`), from which the app's first
 * stream resumes, and the answers to the screen's first calls (`answers`), which the app then need
 * not ask for. `<` is escaped so no text can end an element.
 */
export function withSignedInUser(
  indexHtml: string,
  user: TUser | null,
  {
    files = [],
    liveCursor,
    answers = [],
  }: { files?: readonly string[]; liveCursor?: string; answers?: readonly FirstScreenAnswer[] } = {},
): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  let elements = `<script type="application/json" id="${SIGNED_IN_USER_ELEMENT_ID}">${json(user)}</script>`;
  if (files.length > 0) {
    const paths = files.map((file) => `/${file}`);
    elements += `<script type="application/json" id="${FIRST_ROUTE_FILES_ELEMENT_ID}">${json(paths)}</script>`;
  }
  if (user && liveCursor !== undefined) {
    const cursor = json({ userId: user.id, lastEventId: liveCursor });
    elements += `<script type="application/json" id="${LIVE_CURSOR_ELEMENT_ID}">${cursor}</script>`;
  }
  if (user && answers.length > 0) {
    elements += `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ELEMENT_ID}">${json(answers)}</script>`;
  }
  return indexHtml.replace('</body>', () => `${elements}</body>`);
}

/**
 * The screen a signed-in person's first request for a path shows, and what it loads beyond the app,
 * from the build's RouteFilesMap (read and parsed once; a build without one names no files and no
 * screen): the signed-in shell and the screen the router will draw, chosen as it chooses: among
 * the patterns that match, a static segment outranks a parameter, the earliest difference deciding
 * ('/developer/profile' over '/developer/$id'). A path no screen matches (the app's 404) gets the
 * shell's files alone.
 */
function signedInScreenMatcher(root: string): (path: string) => { files: string[]; screen?: MatchedScreen } {
  const mapPath = join(root, ROUTE_FILES_MAP);
  if (!existsSync(mapPath)) return () => ({ files: [] });
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as RouteFilesMap;
  const screens = map.screens.map((screen) => ({
    path: screen.path,
    pattern: screen.path.split('/').filter(Boolean),
    files: [...new Set([...map.signedInShell, ...screen.files])],
  }));
  return (path) => {
    const segments = path.split('/').filter(Boolean);
    let best: { screen: (typeof screens)[number]; rank: number[] } | null = null;
    for (const screen of screens) {
      const rank = matchRank(screen.pattern, segments);
      if (rank && (!best || compareRanks(rank, best.rank) > 0)) best = { screen, rank };
    }
    if (!best) return { files: map.signedInShell };
    const params: Record<string, string> = {};
    for (const [index, part] of best.screen.pattern.entries()) {
      if (part.startsWith('$')) params[part.slice(1)] = decodeURIComponent(segments[index] ?? '');
    }
    return { files: best.screen.files, screen: { pattern: best.screen.path, params } };
  };
}

/** Per segment 2 for a static match, 1 for a parameter; null when the pattern does not match. */
function matchRank(pattern: string[], segments: string[]): number[] | null {
  if (pattern.length !== segments.length) return null;
  const rank: number[] = [];
  for (const [index, part] of pattern.entries()) {
    if (part.startsWith('$')) rank.push(1);
    else if (part === segments[index]) rank.push(2);
    else return null;
  }
  return rank;
}

function compareRanks(a: number[], b: number[]): number {
  for (const [index, value] of a.entries()) {
    if (value !== b[index]) return value - (b[index] ?? 0);
  }
  return 0;
}

/**
 * A page built for one request: compressed as the browser accepts (a few KB: quick), chosen the
 * way @fastify/static chooses among the built copies, and kept private.
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  reply.header('Cache-Control', PRIVATE_REVALIDATE_CACHE).type('text/html; charset=utf-8');
  if (encoding === 'br') {
    const body = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
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
