import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbHandle } from '@talanta/db';
import { createTestDb } from '@talanta/db/testing';
import { CONFIGURABLE_EMAIL_KINDS, ERROR_MESSAGES, type TUserRole } from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { signUnsubscribeToken } from '../src/mail/unsubscribe-token';
import { AVATAR_UPLOAD_PATH, RESUME_UPLOAD_PATH } from '../src/plugins/avatar-upload';
import { inputInQuery, type RestRoute } from '../src/rest/route';
import { restRoutes } from '../src/rest/table';
import { createToken } from './helpers/api-tokens';
import { type App, createTestApp, type TestApp } from './helpers/app';
import { testConfig } from './helpers/config';
import { eventually } from './helpers/eventually';
import { DocumentConformance } from './helpers/openapi-conformance';
import { requiredPostgresServer } from './helpers/postgres-server';
import { TcpProxy } from './helpers/tcp-proxy';
import {
  accessOfProcedure,
  buildWalkWorld,
  concreteRestPath,
  procedureEntries,
  roleFor,
  sessionCookieOf,
  type WalkWorld,
} from './helpers/walk';
import { validInput } from './helpers/walk-inputs';

/**
 * The outage walk: while the database cannot be reached, every REST row, every tRPC procedure and
 * the avatar upload answer 503 with the API's error shape and Retry-After (a visitor on the public
 * ones; a session cookie and an API token of the role that may call each), within the connect
 * timeout and a margin. The world is made on PostgreSQL directly; the app under test reaches the
 * same database only through a proxy of this file on a Unix socket, as a local server listens:
 * stopped, its socket goes (as a stopped PostgreSQL's does); paused, it holds every byte.
 */
const serverUrl = requiredPostgresServer();
/** DB_CONNECT_TIMEOUT_MS and DB_QUERY_TIMEOUT_MS of the app under test: short, so the walk is quick. */
const TIMEOUT_MS = 300;
/** What 16 requests at once on a loaded 2-core machine may add before each answer is out. */
const WALK_MARGIN_MS = 1200;
/** Requests in flight at once: as many as the pool's connections, so none waits for another. */
const CONCURRENCY = 16;
/** For a visitor these need no database (nobody to look up, nothing to end): they may answer 200. */
const ANSWERED_WITHOUT_DATABASE = new Set(['auth.session', 'auth.logout']);

type Credential = 'visitor' | 'cookie' | 'token';

interface Call {
  label: string;
  procedure: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: string;
  contentType?: string;
  role: TUserRole;
  isPublic: boolean;
  /** The REST row a call is, whose answers are held against /api/openapi.json too. */
  route?: RestRoute;
}

let world: WalkWorld;
let direct: TestApp;
let proxy: TcpProxy;
let socketDirectory: string;
let outage: { app: App; database: DbHandle };
let conformance: DocumentConformance;
const tokens = {} as Record<TUserRole, string>;
/** A browser mid-vetting and mid-sign-in: its draft cookie and its pending two-factor sign-in. */
let visitorCookie: string;

/** The walk's inputs; email links' tokens well-formed (the unsubscribe one signed), so those calls reach the database. */
function inputOf(procedure: string): Record<string, unknown> {
  if (procedure === 'auth.verifyEmail' || procedure === 'auth.undoEmailChange')
    return { token: 'a'.repeat(43) };
  if (procedure.startsWith('emailPreference.unsubscribe')) {
    const kind = CONFIGURABLE_EMAIL_KINDS[0]!;
    return { token: signUnsubscribeToken(world.actors.developer.user.id, kind) };
  }
  return validInput(procedure, world);
}

/** Every REST row, every procedure and the uploads, each with a valid input naming the world's rows. */
function everyCall(): Call[] {
  const rest = restRoutes.map((route): Call => {
    const access = accessOfProcedure(route.procedure);
    const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
    const input = Object.entries(inputOf(route.procedure)).filter(([key]) => !params.includes(key));
    const url = concreteRestPath(world, route);
    const inQuery = inputInQuery(route);
    const query = new URLSearchParams(
      input
        .filter(([, value]) => typeof value !== 'object')
        .map(([key, value]): [string, string] => [key, String(value)]),
    );
    return {
      label: `${route.method} /api${route.path}`,
      procedure: route.procedure,
      method: route.method,
      url: inQuery ? `${url}?${query}` : url,
      ...(inQuery ? {} : { payload: JSON.stringify(Object.fromEntries(input)) }),
      role: roleFor(access),
      isPublic: access === 'public',
      route,
    };
  });
  const trpc = procedureEntries().map((procedure): Call => {
    const input = JSON.stringify(inputOf(procedure.path));
    const isMutation = procedure.type === 'mutation';
    return {
      label: `tRPC ${procedure.path}`,
      procedure: procedure.path,
      method: isMutation ? 'POST' : 'GET',
      url: `/trpc/${procedure.path}${isMutation ? '' : `?input=${encodeURIComponent(input)}`}`,
      ...(isMutation ? { payload: input } : {}),
      role: roleFor(procedure.access),
      isPublic: procedure.access === 'public',
    };
  });
  const boundary = 'outagewalk';
  const upload = (url: string, procedure: string, filename: string, type: string): Call => ({
    label: `POST ${url}`,
    procedure,
    method: 'POST',
    url,
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n%PDF-\r\n--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
    role: 'developer',
    isPublic: false,
  });
  return [
    ...rest,
    ...trpc,
    upload(AVATAR_UPLOAD_PATH, 'profile.uploadAvatar', 'a.png', 'image/png'),
    upload(RESUME_UPLOAD_PATH, 'profile.uploadResume', 'a.pdf', 'application/pdf'),
  ];
}

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

beforeAll(async () => {
  direct = await createTestApp({ database: await createTestDb({ serverUrl }) });
  world = await buildWalkWorld(direct);
  conformance = new DocumentConformance((await direct.http().get('/api/openapi.json')).body);
  for (const role of ['developer', 'client', 'admin'] as const)
    tokens[role] = (await createToken(world.actors[role], { name: 'outage walk' })).token;
  // The admin has two-factor sign-in on by now: a password sign-in leaves the second step pending.
  const visitor = direct.http();
  await visitor.post('/trpc/vetting.saveDraft', validInput('vetting.saveDraft', world));
  const { admin } = world.actors;
  expect(
    (await visitor.post('/api/auth/login', { email: admin.email, password: admin.password })).status,
  ).toBe(200);
  expect(visitor.cookies.size).toBe(2);
  visitorCookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  socketDirectory = mkdtempSync(join(tmpdir(), 'talanta-outage-'));
  const target = new URL(serverUrl);
  proxy = await TcpProxy.startOnSocket(socketDirectory, {
    host: target.hostname,
    port: Number(target.port || 5432),
  });
  const database = await createDb({
    databaseUrl: proxy.urlFor(direct.database.url!),
    poolSize: CONCURRENCY,
    connectionTimeoutMs: TIMEOUT_MS,
    queryTimeoutMs: TIMEOUT_MS,
  });
  outage = { app: await buildApp({ database, config: testConfig(), logger: false }), database };
  // The way through the proxy works until the fault: the outage is the only difference.
  expect((await outage.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await outage?.app.close();
  await outage?.database.close();
  await proxy?.close();
  await direct?.close();
  if (socketDirectory) rmSync(socketDirectory, { recursive: true, force: true });
});

/**
 * The status and error a call answered with: REST's { message, code }, or tRPC's envelope. A live
 * stream (tRPC's SSE) has begun with 200 before its error event; the status is its envelope's then.
 */
function errorOf(call: Call, response: Awaited<ReturnType<App['inject']>>) {
  const streamed = /event: serialized-error\ndata: (.*)\n/.exec(response.body)?.[1];
  const type = String(response.headers['content-type'] ?? '');
  const body = streamed ? { error: JSON.parse(streamed) } : type.includes('json') ? response.json() : {};
  if (!call.label.startsWith('tRPC')) return { status: response.statusCode, ...body };
  const { message, data } = body.error ?? {};
  const status = streamed
    ? data?.httpStatus
    : data?.httpStatus === response.statusCode && response.statusCode;
  return { status, message, code: data?.code };
}

/** Sends one call with one credential; what is wrong with its answer, if anything. */
async function check(call: Call, credential: Credential): Promise<{ problem?: string; ms: number }> {
  const headers: Record<string, string> = {};
  if (credential === 'visitor') headers.cookie = visitorCookie;
  if (credential === 'cookie') headers.cookie = sessionCookieOf(world.actors[call.role]);
  if (credential === 'token') headers.authorization = `Bearer ${tokens[call.role]}`;
  if (call.payload !== undefined) headers['content-type'] = call.contentType ?? 'application/json';
  const started = Date.now();
  const response = await outage.app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
  const ms = Date.now() - started;
  if (call.route) conformance.check(call.route, response, `${call.label} (${credential})`);
  const error = errorOf(call, response);
  const retryAfter = response.headers['retry-after'];
  const unavailable =
    error.status === 503 &&
    error.message === ERROR_MESSAGES.databaseUnavailable &&
    error.code === 'SERVICE_UNAVAILABLE' &&
    /^[1-9]\d*$/.test(String(retryAfter));
  const answered =
    credential === 'visitor' && ANSWERED_WITHOUT_DATABASE.has(call.procedure) && response.statusCode === 200;
  if (unavailable || answered) return { ms };
  const summary = `${response.statusCode} ${call.label} (${credential}), Retry-After ${retryAfter}`;
  return { ms, problem: `${summary}: ${response.body.slice(0, 160)}` };
}

/** Every call with each credential `credentials` picks for it. */
async function walk(credentials: (call: Call, index: number) => Credential[]) {
  const planned = everyCall().flatMap((call, index) =>
    credentials(call, index).map((credential) => ({ call, credential })),
  );
  const verdicts = await inBatches(planned, CONCURRENCY, ({ call, credential }) => check(call, credential));
  return {
    count: planned.length,
    problems: verdicts.flatMap((verdict) => (verdict.problem ? [verdict.problem] : [])),
    slowest: Math.max(...verdicts.map((verdict) => verdict.ms)),
  };
}

describe('the outage walk', () => {
  it('a stopped database (its socket gone): every call with every credential answers 503', async () => {
    await proxy.stop();
    try {
      const { count, problems } = await walk((call) => [
        ...(call.isPublic ? ['visitor' as const] : []),
        'cookie',
        'token',
      ]);
      expect(count).toBeGreaterThan(550);
      expect(problems).toEqual([]);
      // Each 503 and its Retry-After as the document declares them.
      expect([...conformance.problems]).toEqual([]);
    } finally {
      await proxy.restart();
    }
  }, 120_000);

  it('a request waits on a stalled database once, whatever it carries (draft, session, token)', async () => {
    // No pooled connection left over (its query would wait the query timeout and 500 ms more).
    proxy.cut();
    await eventually(() => outage.database.pool!.totalCount === 0, 5000);
    proxy.pause();
    const { developer } = world.actors;
    const draft = visitorCookie.split('; ').find((cookie) => cookie.startsWith('talanta_draft='))!;
    const vettingRow = restRoutes.find(
      (route) => route.procedure.startsWith('vetting.') && route.method === 'GET',
    )!;
    const requests = [
      { url: '/trpc/auth.me', headers: { cookie: `${sessionCookieOf(developer)}; ${draft}` } },
      { url: `/api${vettingRow.path}`, headers: { cookie: `${sessionCookieOf(developer)}; ${draft}` } },
      { url: '/trpc/auth.me', headers: { authorization: `Bearer ${tokens.developer}`, cookie: draft } },
      {
        method: 'POST' as const,
        url: '/trpc/auth.login',
        headers: { cookie: draft, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: developer.email, password: developer.password }),
      },
    ];
    try {
      for (const request of requests) {
        const started = Date.now();
        const response = await outage.app.inject(request);
        const label = `${request.url} with ${Object.keys(request.headers).join(', ')}`;
        expect(response.statusCode, label).toBe(503);
        // Two waits would take two timeouts: one, and what the machine adds, takes less.
        expect(Date.now() - started, label).toBeLessThan(2 * TIMEOUT_MS);
      }
    } finally {
      proxy.resume();
    }
  });

  it('a database that stops answering: every call answers 503 within the timeout and a margin', async () => {
    proxy.pause();
    try {
      // Each call waits out a timeout here, so one credential each: visitors on public calls, else cookie and token in turn.
      const { problems, slowest } = await walk((call, index) => [
        call.isPublic ? 'visitor' : index % 2 ? 'cookie' : 'token',
      ]);
      expect(problems).toEqual([]);
      expect([...conformance.problems]).toEqual([]);
      expect(slowest).toBeLessThan(TIMEOUT_MS + WALK_MARGIN_MS);
    } finally {
      proxy.resume();
    }
  }, 120_000);
});
