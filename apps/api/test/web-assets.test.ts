import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { appendLiveEvent } from '@talanta/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/session';
import { withSignedInUser } from '../src/plugins/web-assets';
import { useTestApp } from './helpers/app';
import { type Actor, postJob, signedInActor } from './helpers/jobs';
import { createTrpcTestClient } from './helpers/trpc';
import { createUser } from './helpers/users';

// A small web build of our own, laid out as Vite writes it, with the .br and .gz copies its
// precompress plugin adds: the headers are the server's, whatever the build holds.
const dist = mkdtempSync(join(tmpdir(), 'talanta-web-assets-test-'));
const INDEX_HTML = `<!doctype html><html><body><div id="root"></div>${'<!-- shell -->'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('talanta '.repeat(400))});`;
function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}
mkdirSync(join(dist, 'assets'));
writeWithCopies(join(dist, 'index.html'), INDEX_HTML);
writeWithCopies(join(dist, 'assets', 'index-AbC123xy.js'), SCRIPT);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// Two visitor pages the web build prerendered (apps/web/prerender-plugin.ts writes them here).
const PRERENDERED_HOME = `<!doctype html><html><body><div id="root" data-prerendered><h1>Hire</h1></div>${'<!-- home -->'.repeat(200)}</body></html>`;
const PRERENDERED_LOGIN =
  '<!doctype html><html><body><div id="root" data-prerendered><h1>Login</h1></div></body></html>';
mkdirSync(join(dist, 'prerendered'));
writeWithCopies(join(dist, 'prerendered', 'index.html'), PRERENDERED_HOME);
writeFileSync(join(dist, 'prerendered', 'login.html'), PRERENDERED_LOGIN);

// The files each screen loads first, as the web build maps them (prerender-plugin.ts, RouteFilesMap).
const ROUTE_FILES = {
  signedInShell: ['assets/shell-1.js', 'assets/schemas-1.js'],
  publicShell: ['assets/public-shell-1.js'],
  screens: [
    { path: '/', files: ['assets/home-1.js'] },
    { path: '/jobs/$id', files: ['assets/job-1.js', 'assets/schemas-1.js'] },
    { path: '/developer/$id', files: ['assets/public-profile-1.js'] },
    { path: '/developer/profile', files: ['assets/edit-profile-1.js'] },
    { path: '/browse-jobs', files: ['assets/browse-jobs-1.js'] },
  ],
};
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite', 'route-files.json'), JSON.stringify(ROUTE_FILES));

const t = useTestApp({ env: { WEB_DIST_DIR: dist } });
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

describe('web assets over HTTP', () => {
  it('sends hashed assets immutable for a year, brotli first, gzip next, plain last, varying on Accept-Encoding', async () => {
    const brotli = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(varyOf(brotli)).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varyOf(gzip)).toContain('accept-encoding');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123xy.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varyOf(plain)).toContain('accept-encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends the security headers with pages and files too: index.html, prerendered, assets, 404', async () => {
    const signedIn = { cookie: 'talanta_session=anything' };
    for (const [path, headers] of [
      ['/jobs/1', signedIn],
      ['/jobs/1', {}],
      ['/', {}],
      ['/assets/index-AbC123xy.js', { 'accept-encoding': 'br' }],
      ['/favicon.svg', {}],
      ['/assets/no-such-file.js', {}],
    ] as const) {
      const response = await get(path, headers);
      const label = `${path} ${JSON.stringify(headers)}`;
      expect(response.headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], label).toBe('DENY');
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers['cross-origin-opener-policy'], label).toBe('same-origin');
    }
  });

  it('revalidates index.html on every client route, deep links and unknown paths alike', async () => {
    const signedIn = { cookie: 'talanta_session=anything' };
    for (const path of ['/', '/login', '/jobs/1', '/no/such/screen']) {
      const response = await get(path, { 'accept-encoding': 'br', ...signedIn });
      expect(response.status, path).toBe(200);
      // Built for the request (its cookie signs nobody in, which the page says): private too.
      expect(response.headers['cache-control'], path).toBe('private, no-cache');
      expect(response.headers['content-type'], path).toMatch(/text\/html/);
      expect(response.headers['content-encoding'], path).toBe('br');
      expect(varyOf(response), path).toContain('accept-encoding');
      expect(brotliDecompressSync(response.body).toString(), path).toBe(withSignedInUser(INDEX_HTML, null));
    }
    const plain = await get('/jobs/1');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(INDEX_HTML);
  });

  it("sends a visitor a page's prerendered HTML, revalidated and compressed, and anyone else index.html", async () => {
    const home = await get('/', { 'accept-encoding': 'br' });
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['content-encoding']).toBe('br');
    expect(varyOf(home)).toContain('accept-encoding');
    expect(varyOf(home)).toContain('cookie');
    expect(brotliDecompressSync(home.body).toString()).toBe(PRERENDERED_HOME);
    expect((await get('/login')).body.toString()).toBe(PRERENDERED_LOGIN);

    // Someone who may be signed in (either spelling of the session cookie, among others), a page
    // read with a query (/login?redirect=…), and a path with no prerendered page get index.html;
    // with a cookie that signs nobody in, it says so (below).
    for (const [path, headers, html] of [
      ['/', { cookie: 'talanta_session=x' }, withSignedInUser(INDEX_HTML, null)],
      ['/login', { cookie: 'theme=dark; __Host-talanta_session=x' }, withSignedInUser(INDEX_HTML, null)],
      ['/login?redirect=%2Fjobs', {}, INDEX_HTML],
      ['/jobs/1', {}, INDEX_HTML],
    ] as const) {
      const response = await get(path, headers);
      expect(response.body.toString(), path).toBe(html);
      expect(varyOf(response), path).toContain('cookie');
    }
    // A cookie that merely ends in the session's name is not the session.
    expect((await get('/', { cookie: 'old_talanta_session=x' })).body.toString()).toBe(PRERENDERED_HOME);
  });

  it('tells the app who is signed in: index.html carries the user auth.session answers, escaped and private', async () => {
    // A client: job 1 does not exist, so no first-screen answer joins the page (tested below).
    const { user } = await createUser(t.db, 'client', { firstName: '</script><b>Zawadi' });
    const { token } = await createSession(t.db, user.id, 'client');
    const client = t.http();
    client.sessionToken = token;
    // The user as the app's own call (auth.session, GET /api/auth/user) describes them.
    const expected = (await client.get('/api/auth/user')).body;
    expect(expected.firstName).toBe('</script><b>Zawadi');

    for (const [encoding, decode] of [
      ['br, gzip', brotliDecompressSync],
      ['gzip, br;q=0', gunzipSync],
      ['identity', (body: Buffer) => body],
    ] as const) {
      const response = await get('/jobs/1', {
        cookie: `talanta_session=${token}`,
        'accept-encoding': encoding,
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      // Theirs alone: revalidated, and never kept by a shared cache.
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(varyOf(response)).toContain('cookie');
      const html = decode(response.body).toString();
      expect(html).toBe(
        withSignedInUser(INDEX_HTML, expected, {
          files: ['assets/shell-1.js', 'assets/schemas-1.js', 'assets/job-1.js'],
          liveCursor: '0',
        }),
      );
      // The name cannot end the element early; the JSON reads back as the user.
      const json = /<script type="application\/json" id="signed-in-user">(.*?)<\/script>/.exec(html)?.[1];
      expect(json).not.toContain('</script>');
      expect(JSON.parse(json ?? '')).toEqual(expected);
    }
    expect((await get('/jobs/1', { cookie: `talanta_session=${token}` })).headers['content-encoding']).toBe(
      undefined,
    );
  });

  it("names the files a signed-in person's first screen needs beyond the app, as the router picks the screen", async () => {
    const { user } = await createUser(t.db, 'developer');
    const { token } = await createSession(t.db, user.id, 'developer');
    const namedFiles = async (path: string) => {
      const html = (await get(path, { cookie: `talanta_session=${token}` })).body.toString();
      const json = /<script type="application\/json" id="first-route-files">(.*?)<\/script>/.exec(html)?.[1];
      return json === undefined ? null : (JSON.parse(json) as string[]);
    };
    const shell = ['/assets/shell-1.js', '/assets/schemas-1.js'];
    expect(await namedFiles('/jobs/42')).toEqual([...shell, '/assets/job-1.js']);
    expect(await namedFiles('/jobs/42/')).toEqual([...shell, '/assets/job-1.js']);
    expect(await namedFiles('/jobs/42?tab=applicants')).toEqual([...shell, '/assets/job-1.js']);
    // A static segment outranks a parameter, as in the router: Edit Profile, not a public profile.
    expect(await namedFiles('/developer/profile')).toEqual([...shell, '/assets/edit-profile-1.js']);
    expect(await namedFiles('/developer/17')).toEqual([...shell, '/assets/public-profile-1.js']);
    expect(await namedFiles('/')).toEqual([...shell, '/assets/home-1.js']);
    // The app's 404 is drawn in the shell too; a deeper path matches no screen.
    expect(await namedFiles('/jobs/42/nothing-here')).toEqual(shell);
    // A cookie that signs nobody in gets no list: the visitor's screens are the app's own.
    const visitor = (await get('/jobs/42', { cookie: 'talanta_session=nobody' })).body.toString();
    expect(visitor).toBe(withSignedInUser(INDEX_HTML, null));
  });

  it("says where the signed-in user's live events stood when the page was made", async () => {
    const { user } = await createUser(t.db, 'developer');
    const { user: other } = await createUser(t.db, 'client');
    const { token } = await createSession(t.db, user.id, 'developer');
    const liveCursor = async () => {
      const html = (await get('/jobs/42', { cookie: `talanta_session=${token}` })).body.toString();
      const json = /<script type="application\/json" id="live-cursor">(.*?)<\/script>/.exec(html)?.[1];
      return json === undefined ? null : (JSON.parse(json) as { userId: number; lastEventId: string });
    };
    expect(await liveCursor()).toEqual({ userId: user.id, lastEventId: '0' });
    await appendLiveEvent(t.db, [user.id, other.id], 'changed', { topics: ['job'] });
    await appendLiveEvent(t.db, [user.id], 'changed', { topics: ['application'] });
    await appendLiveEvent(t.db, [other.id], 'changed', { topics: ['job'] });
    // The user's own stream: two events, whatever the others' streams hold.
    expect(await liveCursor()).toEqual({ userId: user.id, lastEventId: '2' });
    // A cookie that signs nobody in gets none.
    const visitor = (await get('/jobs/42', { cookie: 'talanta_session=nobody' })).body.toString();
    expect(visitor).not.toContain('id="live-cursor"');
  });

  it("answers the calls a signed-in screen makes before it shows, as the user's own calls answer them", async () => {
    const developer = await signedInActor(t, 'developer');
    const client = await signedInActor(t, 'client');
    const job = await postJob(client, { title: 'Payments </script><b>dashboard' });
    // The app's own client, signed in as the actor (this file's server listens already).
    const trpcAs = (actor: Actor) => {
      const trpc = createTrpcTestClient(baseUrl);
      trpc.cookies.set('talanta_session', actor.http.sessionToken ?? '');
      return trpc.client;
    };
    const asDeveloper = trpcAs(developer);
    const answersOn = async (path: string, actor: Actor = developer) => {
      const cookie = `talanta_session=${actor.http.sessionToken}`;
      const html = (await get(path, { cookie })).body.toString();
      const json = /<script type="application\/json" id="first-screen-answers">(.*?)<\/script>/.exec(
        html,
      )?.[1];
      return json === undefined ? null : (JSON.parse(json) as unknown);
    };
    // Job Details: the job and, for a developer, their vetting status (the route's loader asks both).
    expect(await answersOn(`/jobs/${job.id}`)).toEqual([
      { path: 'job.byId', input: { id: job.id }, data: await asDeveloper.job.byId.query({ id: job.id }) },
      { path: 'vetting.myStatus', data: await asDeveloper.vetting.myStatus.query() },
    ]);
    // Browse Jobs: the developer's applications, vetting status and the newest jobs' first page.
    expect(await answersOn('/browse-jobs')).toEqual([
      { path: 'application.listMine', data: await asDeveloper.application.listMine.query() },
      { path: 'vetting.myStatus', data: await asDeveloper.vetting.myStatus.query() },
      {
        path: 'job.list',
        input: { limit: 20, offset: 0 },
        data: await asDeveloper.job.list.query({ limit: 20, offset: 0 }),
      },
    ]);
    // The job's owner gets their own answer (they cannot apply) and no vetting status; a call that
    // fails (no such job) is left for the app to ask and show.
    const ownersJob = await trpcAs(client).job.byId.query({ id: job.id });
    expect(ownersJob.canApply).toBe(false);
    expect(await answersOn(`/jobs/${job.id}`, client)).toEqual([
      { path: 'job.byId', input: { id: job.id }, data: ownersJob },
    ]);
    expect(await answersOn('/jobs/999999')).toEqual([
      { path: 'vetting.myStatus', data: await asDeveloper.vetting.myStatus.query() },
    ]);
    // Browse Jobs is for developers (the route sends anyone else away): nothing is asked for a client.
    expect(await answersOn('/browse-jobs', client)).toBeNull();
    // A query string is the screen's filters, read by the app alone; an id that is none is the 404.
    expect(await answersOn(`/jobs/${job.id}?tab=applicants`)).toBeNull();
    expect(await answersOn('/jobs/abc')).toBeNull();
    expect(await answersOn('/developer/profile')).toBeNull();
    // A cookie that signs nobody in gets none.
    const visitor = (await get(`/jobs/${job.id}`, { cookie: 'talanta_session=nobody' })).body.toString();
    expect(visitor).not.toContain('first-screen-answers');
  });

  if (process.env.TEST_DATABASE_URL) {
    it('sends the page without the answers that are late (PostgreSQL: a held lock on jobs)', async () => {
      const developer = await signedInActor(t, 'developer');
      const client = await signedInActor(t, 'client');
      const job = await postJob(client);
      await t.db.transaction().execute(async (trx) => {
        await sql`LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE`.execute(trx);
        const response = await get(`/jobs/${job.id}`, {
          cookie: `talanta_session=${developer.http.sessionToken}`,
        });
        expect(response.status).toBe(200);
        // The job cannot be read until this test lets go: the page went without it.
        const html = response.body.toString();
        const json = /<script type="application\/json" id="first-screen-answers">(.*?)<\/script>/.exec(
          html,
        )?.[1];
        const paths = (JSON.parse(json ?? '[]') as Array<{ path: string }>).map((answer) => answer.path);
        expect(paths).toEqual(['vetting.myStatus']);
        expect(html).toContain('id="signed-in-user"');
        // Not failed but still waiting for the lock when the page went: left out for being late.
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_locks
          where not granted and relation = 'jobs'::regclass`.execute(trx);
        expect(rows[0]?.waiting).toBeGreaterThan(0);
      });
    });
  }

  it('revalidates the unhashed files and never serves the compressed copies by name', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');

    for (const path of [
      '/assets/index-AbC123xy.js.br',
      '/index.html.gz',
      '/assets/missing-0000.js',
      '/prerendered/index.html.br',
    ]) {
      const response = await get(path, { 'accept-encoding': 'br' });
      expect(response.status, path).toBe(404);
    }
  });

  it('leaves the API to the API: JSON 404s under /api and /trpc, never the app', async () => {
    const api = await get('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    const trpc = await get('/trpc/no.such.procedure');
    expect(trpc.status).toBe(404);
    expect(trpc.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('who is signed in, with index.html, from one address', () => {
  // The same build, with a limit of three lookups a minute for each address.
  const limited = useTestApp({ env: { WEB_DIST_DIR: dist, RATE_LIMIT_GLOBAL_PER_MINUTE: '3' } });

  it('is looked up at most as often as the limit; past it index.html goes as built and the app asks', async () => {
    const { user } = await createUser(limited.db, 'client');
    const { token } = await createSession(limited.db, user.id, 'client');
    const pages: string[] = [];
    for (let request = 0; request < 5; request += 1) {
      const response = await limited.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { cookie: `talanta_session=${token}` },
      });
      expect(response.statusCode).toBe(200);
      pages.push(response.body);
    }
    expect(pages.slice(0, 3).every((page) => page.includes(`"email":"${user.email}"`))).toBe(true);
    expect(pages.slice(3)).toEqual([INDEX_HTML, INDEX_HTML]);
    // The API's own limit is apart: the app's question is still answered.
    const client = limited.http();
    client.sessionToken = token;
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});
