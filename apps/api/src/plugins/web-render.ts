import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { createBrotliCompress, createGzip, constants as zlibConstants } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { requestLocale } from '@talanta/schema/i18n';
import { type TRPCLink, unstable_localLink } from '@trpc/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CachedPage, inlineScriptSources, type PageCache } from '../cache/page-cache';
import type { AppRouter } from '../routers';
import type { Context } from '../trpc/context';

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The unhashed files (favicon.svg): always asked again (a 304 when unchanged). */
export const REVALIDATE_CACHE = 'no-cache';
/** A rendered page holds what its user may see: no shared cache may keep it. */
export const PRIVATE_REVALIDATE_CACHE = 'private, no-cache';

/** What the web app's server entry exports (apps/web/src/entry-server.tsx). */
export interface WebRenderer {
  render(
    request: Request,
    options: { link: TRPCLink<AppRouter>; nonce: string; publicOrigin: string; clientDir?: string },
  ): Promise<Response>;
}

export interface WebRenderOptions {
  /** The web build: client/ (the browser's files) and server/entry-server.js. */
  root: string;
  router: AppRouter;
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
  /**
   * Counts a page request that may be signed in (it carries a session cookie) against the caller's
   * address; false past the limit. A page render runs procedures, a made-up cookie a session lookup.
   */
  allowRender: (request: FastifyRequest) => Promise<boolean>;
  sessionCookies: readonly string[];
  /** PUBLIC_URL's origin: pages name their canonical address and structured data on it, never on the Host asked. */
  publicOrigin: string;
  /** Renders through Vite in development (plugins/web-dev.ts); the build's entry otherwise. */
  renderer?: WebRenderer;
  /** Pages answered again while nothing they show has changed (ADR 0051); none in development. */
  pages?: PageCache;
  /** Counts each page sent: rendered, or answered again from `pages` (the metrics). */
  countPage?: (answer: 'rendered' | 'cached') => void;
}

export interface WebPages {
  /** Answers a client route with its page, rendered for the request's user. */
  sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The web app: its built files (hashed assets cached for a year, the rest revalidated, the build's
 * .br and .gz copies sent to clients that accept them), and every client route rendered on the
 * server for the user who asks, with the procedures called in-process (a local tRPC link), so
 * access, input and output checks run exactly as over HTTP. Null when there is no build (API-only
 * runs and tests) and no renderer was given.
 */
export async function registerWebRender(
  app: FastifyInstance,
  options: WebRenderOptions,
): Promise<WebPages | null> {
  const clientDir = join(options.root, 'client');
  const serverEntry = join(options.root, 'server', 'entry-server.js');
  let renderer = options.renderer;
  if (!renderer) {
    if (!existsSync(serverEntry) || !existsSync(clientDir)) return null;
    renderer = (await import(pathToFileURL(serverEntry).href)) as WebRenderer;
  }
  if (existsSync(clientDir)) {
    const assetsDir = join(clientDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are chosen by Accept-Encoding, never asked for by name; the build's
      // manifest is the server's to read.
      globIgnore: ['**/*.br', '**/*.gz', '.vite/**'],
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      },
    });
  }
  const { router, createContext, allowRender, sessionCookies, publicOrigin } = options;
  const pages = options.renderer ? undefined : options.pages;
  const countPage = options.countPage ?? (() => {});
  const render = renderer.render;
  const renderedClientDir = options.renderer ? undefined : clientDir;
  return {
    async sendPage(request, reply) {
      // The page's language comes from the cookie or, without a choice, the browser's languages.
      reply.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
      const mayBeSignedIn = sessionCookies.some((name) => request.cookies[name] !== undefined);
      if (mayBeSignedIn && !(await allowRender(request))) {
        return reply
          .status(429)
          .header('Retry-After', '60')
          .type('text/plain; charset=utf-8')
          .send('Too many requests. Please wait a minute and try again.');
      }
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as
        | 'br'
        | 'gzip'
        | null;
      // One context for the whole page: the session is looked up once, and a procedure that renews
      // it sets its cookie on this reply.
      const context = createContext(request, reply);
      context.catch(() => undefined);
      const pageKey = pages?.enabled && request.method === 'GET' ? pageKeyOf(request, encoding) : null;
      if (pageKey !== null) {
        const cached = pages?.get(pageKey);
        // Answered again only for whoever it was drawn for, their session checked as for a render.
        const viewer = cached && (await context.catch(() => null));
        if (cached && viewer && !viewer.databaseUnavailable && (viewer.user?.id ?? null) === cached.userId) {
          countPage('cached');
          return sendCachedPage(reply, cached);
        }
      }
      const ticket = pageKey === null ? null : pages?.begin();
      countPage('rendered');
      let procedureFailed = false;
      const link = unstable_localLink<AppRouter>({
        router,
        createContext: () => context,
        onError: () => {
          procedureFailed = true;
        },
      });
      const nonce = randomBytes(16).toString('base64');
      allowScripts(reply, `'nonce-${nonce}'`);
      // A browser that goes away (a closed tab, a click on to the next page) stops the render.
      const aborted = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) aborted.abort();
      });
      if (reply.raw.destroyed) aborted.abort();
      let page: Response;
      try {
        page = await render(webRequestOf(request, aborted.signal), {
          link,
          nonce,
          publicOrigin,
          clientDir: renderedClientDir,
        });
      } catch (error) {
        // The browser went away before the page was ready: nobody is left to answer, and it is
        // no error of ours (it was logged as one each time a load test or a phone cut a render).
        if (aborted.signal.aborted) return reply.hijack();
        throw error;
      }
      reply.status(page.status);
      const headers: [string, string][] = [];
      page.headers.forEach((value, name) => {
        if (name === 'set-cookie') return;
        reply.header(name, value);
        headers.push([name, value]);
      });
      reply.header('Cache-Control', PRIVATE_REVALIDATE_CACHE);
      if (!page.body) return reply.send();
      const body = Readable.fromWeb(page.body as NodeReadableStream<Uint8Array>);
      // A whole page of 200 whose procedures all answered is kept as sent (ADR 0051).
      const keep =
        pages && pageKey !== null && ticket && page.status === 200
          ? (sent: Buffer, html: string) => {
              if (procedureFailed) return;
              const scriptSources = inlineScriptSources(html);
              if (!scriptSources) return;
              void context.then(
                (viewer) => {
                  if (viewer.databaseUnavailable) return;
                  const userId = viewer.user?.id ?? null;
                  const shared = userId === null && !request.headers.cookie;
                  pages.store(pageKey, ticket, {
                    userId,
                    shared,
                    headers,
                    encoding,
                    body: sent,
                    scriptSources,
                  });
                },
                () => undefined,
              );
            }
          : null;
      const capture = keep ? capturePage(keep) : null;
      // Compressed as it streams, flushed after each burst of React's writes, so the browser paints
      // the page's head and shell before the parts that wait for data arrive.
      const compress =
        encoding === 'br'
          ? createBrotliCompress({
              flush: zlibConstants.BROTLI_OPERATION_FLUSH,
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
            })
          : encoding === 'gzip'
            ? createGzip({ flush: zlibConstants.Z_SYNC_FLUSH })
            : null;
      if (encoding) reply.header('Content-Encoding', encoding);
      const stages: Transform[] = [bursts()];
      if (capture) stages.push(capture.html);
      if (compress) stages.push(compress);
      if (capture) stages.push(capture.sent);
      return reply.send(pipeline([body, ...stages], ignoreAbort));
    },
  };
}

/**
 * What a page is rendered from, as the cache's key: the path and query, the cookies (the session,
 * the chosen language), the language the browser's Accept-Language chooses, the API version its
 * procedures answer in (a Talanta-Version header changes their shapes), and the encoding sent.
 */
function pageKeyOf(request: FastifyRequest, encoding: string | null): string {
  const cookie = request.headers.cookie ?? '';
  const locale = requestLocale({ cookie, acceptLanguage: request.headers['accept-language'] ?? null });
  const apiVersion = request.headers['talanta-version'] ?? '';
  return [request.url, cookie, locale, String(apiVersion), encoding ?? ''].join('\n');
}

/** Adds `sources` to the script-src of the app's Content-Security-Policy on this reply. */
function allowScripts(reply: FastifyReply, sources: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header('content-security-policy', csp.replace(/script-src ([^;]*)/, `script-src $1 ${sources}`));
  }
}

/** The cached page again, with a policy that lets in its inline scripts by hash. */
function sendCachedPage(reply: FastifyReply, page: CachedPage): FastifyReply {
  allowScripts(reply, page.scriptSources.join(' '));
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('Cache-Control', PRIVATE_REVALIDATE_CACHE);
  if (page.encoding) reply.header('Content-Encoding', page.encoding);
  return reply.status(200).send(page.body);
}

/**
 * Two taps on a page's streams: the HTML as rendered (its scripts are hashed) and the bytes as sent.
 * `keep` gets both once the page has been sent whole; a page cut short, or too big, is not kept.
 */
function capturePage(keep: (sent: Buffer, html: string) => void): { html: Transform; sent: Transform } {
  const limit = 4 * 1024 * 1024;
  let htmlParts: Buffer[] | null = [];
  let sentParts: Buffer[] | null = [];
  let htmlBytes = 0;
  let htmlDone = false;
  const html = new Transform({
    transform(part: Buffer, _encoding, done) {
      htmlBytes += part.length;
      if (htmlBytes > limit) htmlParts = null;
      htmlParts?.push(part);
      done(null, part);
    },
    flush(done) {
      htmlDone = true;
      done();
    },
  });
  const sent = new Transform({
    transform(part: Buffer, _encoding, done) {
      sentParts?.push(part);
      done(null, part);
    },
    flush(done) {
      if (htmlDone && htmlParts && sentParts)
        keep(Buffer.concat(sentParts), Buffer.concat(htmlParts).toString('utf8'));
      htmlParts = null;
      sentParts = null;
      done();
    },
  });
  return { html, sent };
}

/**
 * The page's parts joined per burst: React writes a page in parts of a few KB, most of them in one
 * go, and each part flushed through the compressor and written to the socket on its own was a sixth
 * of a page's server time (GET /browse-jobs as the demo developer under load: 32 ms of CPU a page
 * before, 27 ms after). The parts that arrive before the event loop turns are sent as one; a part
 * that waits for data still goes out as soon as it is written.
 */
export function bursts(): Transform {
  let parts: Buffer[] = [];
  let pending: NodeJS.Immediate | undefined;
  const send = (stream: Transform) => {
    pending = undefined;
    if (parts.length === 0) return;
    const burst = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    parts = [];
    stream.push(burst);
  };
  return new Transform({
    transform(part: Buffer, _encoding, done) {
      parts.push(part);
      pending ??= setImmediate(send, this);
      done();
    },
    flush(done) {
      if (pending) clearImmediate(pending);
      send(this);
      done();
    },
    destroy(error, done) {
      if (pending) clearImmediate(pending);
      parts = [];
      done(error);
    },
  });
}

/**
 * A page stream ends early when its browser has gone (the render is aborted): nobody is left to
 * answer, and the error must not go unhandled (it would end the process). Fastify logs the errors
 * of the stream it sends.
 */
function ignoreAbort(): void {}

/** The page request as the web renderer reads it: the URL and headers (the cookie among them). */
function webRequestOf(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  // Only the path and query are the client's; the host is ours (the renderer builds no links from it).
  return new Request(new URL(request.url, 'http://localhost'), { method: 'GET', headers, signal });
}

/**
 * Client routes (and the web app's own 404 screen) are rendered pages. Paths with a file extension
 * are assets, API paths are the API's: a missing one is a real 404, not the app.
 */
export function isClientRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/api/') || path.startsWith('/trpc/')) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  return request.method === 'GET' || request.method === 'HEAD';
}
