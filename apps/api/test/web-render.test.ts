import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { appendLiveEvent } from '@talanta/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/session';
import { useTestApp } from './helpers/app';
import { heardSignalsSoFar } from './helpers/cache-signals';
import { createUser } from './helpers/users';

// A web build of our own, laid out as apps/web's two Vite builds write it: client/ with the .br and
// .gz copies of its precompress plugin, and server/entry-server.js, here a stand-in renderer that
// asks auth.session through the link it is given, as the real app's root route does. It lives under
// apps/api so its `import '@trpc/client'` resolves as the real entry's does.
const dist = mkdtempSync(join(fileURLToPath(new URL('.', import.meta.url)), '.web-render-'));
const client = join(dist, 'client');
const SCRIPT = `console.log(${JSON.stringify('talanta '.repeat(400))});`;
function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}
mkdirSync(join(client, 'assets'), { recursive: true });
mkdirSync(join(client, '.vite'));
mkdirSync(join(dist, 'server'));
writeWithCopies(join(client, 'assets', 'entry-client-AbC123xy.js'), SCRIPT);
writeFileSync(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(client, '.vite', 'manifest.json'), '{}');
writeFileSync(
  join(dist, 'server', 'entry-server.js'),
  `import { createTRPCClient } from '@trpc/client';
export async function render(request, { link, nonce, clientDir }) {
  const url = new URL(request.url);
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  if (url.pathname === '/private') {
    return new Response(null, { status: 307, headers: { Location: '/login?redirect=%2Fprivate' } });
  }
  const trpc = createTRPCClient({ links: [link] });
  const user = await trpc.auth.session.query();
  // A procedure a visitor may not call: the page shows its error state.
  const unread = url.pathname === '/failing' ? await trpc.notification.unreadCount.query().catch(() => 'failed') : '';
  if (url.pathname === '/hang') {
    // Never ready: says it has started, then fails as a render does when its browser goes away.
    globalThis.renderStarted?.();
    await new Promise((_, reject) =>
      request.signal.addEventListener('abort', () => {
        reject(request.signal.reason);
        globalThis.renderEnded?.();
      }),
    );
  }
  if (url.pathname === '/slow') {
    // Streams one part, then waits for the browser to go away (the render's signal).
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<!doctype html><html><body>first part'));
        request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
      },
    });
    return new Response(stream, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
  }
  const who = user ? 'Signed in as ' + user.email : 'Visitor';
  const html = '<!doctype html><html><head><script nonce="' + nonce + '">boot()</script></head><body>' +
    who + ' on ' + url.pathname + url.search + unread + (clientDir ? ' with a build' : '') + '<!-- padding -->'.repeat(100) + '</body></html>';
  return new Response(html, {
    status: url.pathname === '/no/such/screen' ? 404 : 200,
    headers: { 'Content-Type': 'text/html; charset=UTF-8' },
  });
}
`,
);

/** What the app logs at level error and above. */
const errorLog: string[] = [];
const t = useTestApp({
  env: { WEB_DIST_DIR: dist },
  logger: { level: 'error', stream: { write: (line: string) => void errorLog.push(line) } },
});
declare global {
  /** Called by the stand-in renderer when it starts a page it will never finish (/hang). */
  var renderStarted: (() => void) | undefined;
  /** Called by the stand-in renderer when that page's browser has gone and its render failed. */
  var renderEnded: (() => void) | undefined;
  /** How many pages the stand-in renderer has begun. */
  var renders: number | undefined;
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

let baseUrl = '';
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A plain HTTP GET that sends only the headers given (fetch would add and undo Accept-Encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const varyOf = (response: RawResponse) => String(response.headers.vary ?? '').toLowerCase();
const bodyText = (response: RawResponse) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  return response.body.toString();
};
const nonceOf = (response: RawResponse) =>
  /script-src [^;]*'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];

describe('pages rendered on the server', () => {
  it("renders a page for the session cookie's user, with the procedures called as that user", async () => {
    const { user } = await createUser(t.db, 'client');
    const { token } = await createSession(t.db, user.id, 'client');
    const page = await get('/dashboard', { cookie: `talanta_session=${token}` });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(bodyText(page)).toContain(`Signed in as ${user.email} on /dashboard with a build`);
    // A visitor, and a cookie that signs nobody in, get the visitor's page.
    expect(bodyText(await get('/dashboard'))).toContain('Visitor on /dashboard');
    expect(bodyText(await get('/dashboard', { cookie: 'talanta_session=made-up' }))).toContain('Visitor');
    // The query reaches the page as the browser sent it.
    expect(bodyText(await get('/login?redirect=%2Fjobs'))).toContain('Visitor on /login?redirect=%2Fjobs');
  });

  it('gives every rendered page its own script nonce, named in its Content-Security-Policy', async () => {
    const first = await get('/');
    const second = await get('/?again');
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(firstNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(secondNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(firstNonce).not.toBe(secondNonce);
    expect(bodyText(first)).toContain(`<script nonce="${firstNonce}">`);
    // The rest of the policy is the app's: only this page's scripts are let in beside its files.
    expect(first.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Files carry the policy without a nonce.
    expect((await get('/favicon.svg')).headers['content-security-policy']).not.toContain('nonce-');
  });

  it("keeps pages private and revalidated, compressed as the browser accepts, and passes on the app's status", async () => {
    for (const [encoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const page = await get('/jobs/1', encoding ? { 'accept-encoding': encoding } : {});
      expect(page.status, encoding).toBe(200);
      expect(page.headers['cache-control'], encoding).toBe('private, no-cache');
      expect(page.headers['content-encoding'], encoding).toBe(expected);
      expect(varyOf(page), encoding).toContain('accept-encoding');
      expect(varyOf(page), encoding).toContain('cookie');
      expect(bodyText(page), encoding).toContain('Visitor on /jobs/1');
    }
    const unknown = await get('/no/such/screen');
    expect(unknown.status).toBe(404);
    expect(bodyText(unknown)).toContain('Visitor on /no/such/screen');
    const guarded = await get('/private');
    expect(guarded.status).toBe(307);
    expect(guarded.headers.location).toBe('/login?redirect=%2Fprivate');
  });

  it('sends the security headers with pages and files alike', async () => {
    for (const path of [
      '/',
      '/jobs/1',
      '/assets/entry-client-AbC123xy.js',
      '/favicon.svg',
      '/assets/none.js',
    ]) {
      const response = await get(path);
      expect(response.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], path).toBe('DENY');
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('sends hashed files immutable for a year and the rest revalidated, never the copies or the manifest by name', async () => {
    const brotli = await get('/assets/entry-client-AbC123xy.js', { 'accept-encoding': 'gzip, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(bodyText(brotli)).toBe(SCRIPT);
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    for (const path of [
      '/assets/entry-client-AbC123xy.js.br',
      '/.vite/manifest.json',
      '/assets/missing-0000.js',
      '/server/entry-server.js',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('leaves the API to the API: JSON 404s under /api and /trpc, never a page', async () => {
    const api = await get('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    const trpc = await get('/trpc/no.such.procedure');
    expect(trpc.status).toBe(404);
    expect(trpc.headers['content-type']).toMatch(/application\/json/);
  });

  it('stops a render whose browser went away, and goes on serving', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${baseUrl}/slow`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => {
        if (!req.destroyed) reject(error);
      });
      req.end();
    });
    const next = await get('/');
    expect(next.status).toBe(200);
    expect(bodyText(next)).toContain('Visitor on /');
  });

  it('lets a browser leave before its page is ready without logging an error', async () => {
    errorLog.length = 0;
    const started = new Promise<void>((resolve) => {
      globalThis.renderStarted = resolve;
    });
    const ended = new Promise<void>((resolve) => {
      globalThis.renderEnded = resolve;
    });
    const req = httpRequest(`${baseUrl}/hang`);
    req.on('error', () => undefined);
    req.end();
    await started;
    req.destroy();
    await ended;
    // The failed render has gone through the route's handler (promise jobs) by the next turn.
    await nextTurn();
    expect(errorLog.filter((line) => line.includes('unexpected error'))).toEqual([]);
    expect((await get('/')).status).toBe(200);
    globalThis.renderStarted = undefined;
    globalThis.renderEnded = undefined;
  });
});

describe('pages for signed-in people, from one address', () => {
  // The same build, with a limit of three renders a minute for each address that sends a cookie.
  const limited = useTestApp({ env: { WEB_DIST_DIR: dist, RATE_LIMIT_GLOBAL_PER_MINUTE: '3' } });

  it('are rendered at most as often as the limit; past it a 429 says when to come back', async () => {
    const { user } = await createUser(limited.db, 'client');
    const { token } = await createSession(limited.db, user.id, 'client');
    const statuses: number[] = [];
    for (let request = 0; request < 5; request += 1) {
      const response = await limited.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { cookie: `talanta_session=${token}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBe('60');
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Visitors' pages are not counted, and the API's own limit is apart.
    expect((await limited.app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(200);
    const http = limited.http();
    http.sessionToken = token;
    expect((await http.get('/api/auth/user')).status).toBe(200);
  });
});

describe('pages answered again while nothing they show has changed (ADR 0051)', () => {
  // What earlier tests wrote must not clear the cache in the middle of one of these.
  beforeEach(() => heardSignalsSoFar(t));
  const rendersOf = async (request: () => Promise<RawResponse>) => {
    const before = globalThis.renders ?? 0;
    const response = await request();
    return { response, rendered: (globalThis.renders ?? 0) - before };
  };
  const bootHash = `'sha256-${createHash('sha256').update('boot()').digest('base64')}'`;
  /** Resolves once the app has applied the next cache signal. */
  const signalled = () =>
    new Promise<void>((resolve) => {
      const stop = t.app.services.caches.onSignal(() => {
        stop();
        resolve();
      });
    });
  const liveEventOf = (userId: number) =>
    new Promise<void>((resolve) => {
      const stop = t.app.services.liveHub.onLiveEvent((id) => {
        if (id !== userId) return;
        stop();
        resolve();
      });
    });

  /** `talanta_pages_total` of `answer` on the app's metrics. */
  const pagesSent = async (answer: 'rendered' | 'cached') => {
    const { values } = await t.app.metrics.registry.getSingleMetric('talanta_pages_total')!.get();
    return values.find((value) => value.labels.answer === answer)?.value ?? 0;
  };

  it('sends the same bytes again, with its inline scripts let in by hash instead of a nonce', async () => {
    const [renderedBefore, cachedBefore] = [await pagesSent('rendered'), await pagesSent('cached')];
    const first = await rendersOf(() => get('/how-it-works', { 'accept-encoding': 'br' }));
    const again = await rendersOf(() => get('/how-it-works', { 'accept-encoding': 'br' }));
    expect([first.rendered, again.rendered]).toEqual([1, 0]);
    // The metrics count both, and what the cache holds.
    expect([await pagesSent('rendered'), await pagesSent('cached')]).toEqual([
      renderedBefore + 1,
      cachedBefore + 1,
    ]);
    const held = await t.app.metrics.registry.getSingleMetric('talanta_page_cache_bytes')!.get();
    expect(held.values[0]?.value).toBeGreaterThanOrEqual(first.response.body.length);
    expect(again.response.status).toBe(200);
    expect(again.response.body.equals(first.response.body)).toBe(true);
    expect(again.response.headers['content-encoding']).toBe('br');
    expect(again.response.headers['cache-control']).toBe('private, no-cache');
    const policy = String(again.response.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${bootHash}`);
    expect(policy).not.toContain('nonce-');
    expect(policy).toContain("frame-ancestors 'none'");
    // Another encoding, query or language is another page.
    expect((await rendersOf(() => get('/how-it-works', { 'accept-encoding': 'gzip' }))).rendered).toBe(1);
    expect((await rendersOf(() => get('/how-it-works?step=2', { 'accept-encoding': 'br' }))).rendered).toBe(
      1,
    );
    const spanish = { 'accept-encoding': 'br', 'accept-language': 'es' };
    expect((await rendersOf(() => get('/how-it-works', spanish))).rendered).toBe(1);
    // Procedures answer in the API version a request pins: never a visitor's page for the others.
    const pinned = { 'accept-encoding': 'br', 'talanta-version': '2026-11-01' };
    expect((await rendersOf(() => get('/how-it-works', pinned))).rendered).toBe(1);
  });

  it("keeps a signed-in page for that session's user until an event of theirs, anyone's mutation or the end of the session", async () => {
    const { user } = await createUser(t.db, 'client');
    const { token } = await createSession(t.db, user.id, 'client');
    const other = await createUser(t.db, 'client');
    const otherSession = await createSession(t.db, other.user.id, 'client');
    await heardSignalsSoFar(t);
    const cookie = { cookie: `talanta_session=${token}` };
    const theirCookie = { cookie: `talanta_session=${otherSession.token}` };
    expect((await rendersOf(() => get('/post-job', cookie))).rendered).toBe(1);
    const again = await rendersOf(() => get('/post-job', cookie));
    expect(again.rendered).toBe(0);
    expect(bodyText(again.response)).toContain(`Signed in as ${user.email} on /post-job`);
    const theirs = await rendersOf(() => get('/post-job', theirCookie));
    expect(theirs.rendered).toBe(1);
    expect(bodyText(theirs.response)).toContain(`Signed in as ${other.user.email}`);

    // A live event for them, from any process (the database's NOTIFY), drops their pages only.
    const heard = liveEventOf(user.id);
    await appendLiveEvent(t.db, [user.id], 'changed', { topics: ['job'] });
    await heard;
    await heardSignalsSoFar(t);
    expect((await rendersOf(() => get('/post-job', cookie))).rendered).toBe(1);
    expect((await rendersOf(() => get('/post-job', theirCookie))).rendered).toBe(0);

    // A signed-in person's mutation (here the other user's, through the API) may show on any page
    // drawn for someone; not on a cookieless visitor's.
    expect((await rendersOf(() => get('/terms'))).rendered).toBe(1);
    const http = t.http();
    http.sessionToken = otherSession.token;
    expect((await http.put('/api/notifications/mark-all-read')).status).toBe(200);
    await heardSignalsSoFar(t);
    expect((await rendersOf(() => get('/post-job', cookie))).rendered).toBe(1);
    expect((await rendersOf(() => get('/post-job', theirCookie))).rendered).toBe(1);
    expect((await rendersOf(() => get('/terms'))).rendered).toBe(0);
    // A visitor's mutation (an email link's, a reference answered) may change a visitor's page too.
    expect((await t.http().post('/api/auth/forgot-password', { email: 'nobody@example.com' })).status).toBe(
      200,
    );
    await heardSignalsSoFar(t);
    expect((await rendersOf(() => get('/terms'))).rendered).toBe(1);

    // The session ends: the cookie gets the visitor's page, rendered for a visitor.
    const ended = signalled();
    await t.db.deleteFrom('authSessions').where('userId', '=', user.id).execute();
    await ended;
    const signedOut = await rendersOf(() => get('/post-job', cookie));
    expect(signedOut.rendered).toBe(1);
    expect(bodyText(signedOut.response)).toContain('Visitor on /post-job');
  });

  it('drops every page when anything public is written, and keeps none whose procedures failed', async () => {
    expect((await rendersOf(() => get('/for-developers'))).rendered).toBe(1);
    expect((await rendersOf(() => get('/for-developers'))).rendered).toBe(0);
    const written = signalled();
    const { user } = await createUser(t.db, 'developer');
    await t.db.updateTable('users').set({ firstName: 'Renamed' }).where('id', '=', user.id).execute();
    await written;
    await heardSignalsSoFar(t);
    expect((await rendersOf(() => get('/for-developers'))).rendered).toBe(1);

    const failing = await rendersOf(() => get('/failing'));
    expect(bodyText(failing.response)).toContain('Visitor on /failingfailed');
    expect((await rendersOf(() => get('/failing'))).rendered).toBe(1);
  });
});

describe('pages with the page cache off (PAGE_CACHE_SECONDS=0)', () => {
  const uncached = useTestApp({ env: { WEB_DIST_DIR: dist, PAGE_CACHE_SECONDS: '0' } });

  it('renders every request', async () => {
    for (let request = 0; request < 2; request += 1) {
      const before = globalThis.renders ?? 0;
      const response = await uncached.app.inject({ method: 'GET', url: '/how-it-works' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toContain('nonce-');
      expect((globalThis.renders ?? 0) - before).toBe(1);
    }
  });
});
