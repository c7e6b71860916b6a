import { gunzipSync } from 'node:zlib';
import { ERROR_MESSAGES, MESSAGES } from '@talanta/schema';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemType } from '../src/rest/errors';
import { restRoutes } from '../src/rest/table';
import { useTestApp } from './helpers/app';
import { CROSS_SITE, type Json, OWN_HOST } from './helpers/http';
import { signedInActor } from './helpers/jobs';
import { DocumentConformance } from './helpers/openapi-conformance';
import { createUser } from './helpers/users';

/**
 * RFC 9457 problem details (issue 42): /api errors as application/problem+json when the client
 * asks, the `{ message, code, issues? }` body otherwise; either way as the document declares.
 */

const GLOBAL_PER_MINUTE = 12;
const t = useTestApp({ env: { RATE_LIMIT_GLOBAL_PER_MINUTE: String(GLOBAL_PER_MINUTE) } });
const PROBLEM = 'application/problem+json';

let document: Json;
let conformance: DocumentConformance;
beforeAll(async () => {
  document = (await t.http().get('/api/openapi.json')).body;
  conformance = new DocumentConformance(document);
});

let ipSequence = 0;
/** Each request from an IP of its own: this file's low per-minute limit counts per IP. */
function freshIp(): string {
  ipSequence += 1;
  return `10.42.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

interface Request {
  method?: 'GET' | 'POST' | 'PUT';
  url: string;
  accept?: string;
  headers?: Record<string, string>;
  payload?: unknown;
  ip?: string;
}

function send(request: Request): Promise<LightMyRequestResponse> {
  const json = request.payload === undefined ? {} : { 'content-type': 'application/json' };
  return t.app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    remoteAddress: request.ip ?? freshIp(),
    headers: { ...json, ...(request.accept ? { accept: request.accept } : {}), ...request.headers },
    ...(request.payload === undefined ? {} : { payload: JSON.stringify(request.payload) }),
  });
}

/** The row a request answers, for the conformance check. */
const rowOf = (method: string, path: string) =>
  restRoutes.find((route) => route.method === method && route.path === path)!;

/** Sends the request both ways: the default JSON error, then the same error as problem details. */
async function bothWays(request: Request, row?: { method: string; path: string }) {
  const plain = await send(request);
  const problem = await send({ ...request, accept: PROBLEM });
  expect(plain.headers['content-type']).toMatch(/^application\/json/);
  expect(problem.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(problem.statusCode).toBe(plain.statusCode);
  for (const answer of [plain, problem]) expect(String(answer.headers.vary)).toMatch(/Accept/);
  const body = plain.json();
  // Nothing of the default body is lost: its fields stay as extensions.
  expect(problem.json()).toEqual({
    ...body,
    type: expect.stringMatching(/^\/api\/openapi\.json#\/components\/responses\/\w+$/),
    title: expect.any(String),
    status: plain.statusCode,
    detail: body.message,
    instance: request.url.split('?')[0],
  });
  if (row) {
    const route = rowOf(row.method, row.path);
    conformance.check(route, plain);
    conformance.check(route, problem);
    expect([...conformance.problems]).toEqual([]);
  }
  return { plain, problem: problem.json() };
}

describe('errors as problem details', () => {
  it('a 404, its type naming the shared response that documents it', async () => {
    const developer = await signedInActor(t, 'developer');
    const { problem } = await bothWays(
      { url: '/api/jobs/999999', headers: { cookie: `talanta_session=${developer.http.sessionToken}` } },
      { method: 'GET', path: '/jobs/:id' },
    );
    expect(problem).toMatchObject({
      type: '/api/openapi.json#/components/responses/NotFound',
      title: 'Not found',
      status: 404,
      code: 'NOT_FOUND',
    });
    // The type resolves in the served document, to a response offering problem details.
    const [, pointer = ''] = problem.type.split('#/');
    const described = pointer.split('/').reduce((node: Json, key: string) => node?.[key], document);
    expect(described.content[PROBLEM].schema).toEqual({ $ref: '#/components/schemas/ProblemDetails' });
  });

  it('a 400 keeps every field error', async () => {
    const { problem } = await bothWays(
      { method: 'POST', url: '/api/auth/register', payload: { email: 'not-an-email' } },
      { method: 'POST', path: '/auth/register' },
    );
    expect(problem).toMatchObject({ status: 400, title: 'Bad request', code: 'BAD_REQUEST' });
    expect(problem.issues).toEqual(
      expect.arrayContaining([{ path: 'email', message: MESSAGES.invalidEmail }]),
    );
  });

  it('a 401 of a signed-in path, and of sign-in itself, both declared', async () => {
    const { problem } = await bothWays({ url: '/api/auth/user' }, { method: 'GET', path: '/auth/user' });
    expect(problem).toMatchObject({ status: 401, detail: ERROR_MESSAGES.notSignedIn });
    const user = await createUser(t.db, 'developer');
    const login = await bothWays(
      { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'wrong-password' } },
      { method: 'POST', path: '/auth/login' },
    );
    expect(login.problem).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('a 429 of the per-minute limit, with Retry-After and the rate-limit headers', async () => {
    const ip = freshIp();
    for (let n = 0; n < GLOBAL_PER_MINUTE; n += 1) await send({ url: '/api/auth/user', ip });
    const { plain, problem } = await bothWays(
      { url: '/api/auth/user', ip },
      { method: 'GET', path: '/auth/user' },
    );
    expect(problem).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(plain.headers['retry-after'])).toBeGreaterThan(0);
    expect(plain.headers['x-ratelimit-limit']).toBe(String(GLOBAL_PER_MINUTE));
    expect(plain.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('the errors sent before any row (unknown path, cross-site write) come as problems too', async () => {
    // A spelling the router decodes to a row is that row's answer.
    const encoded = await send({ url: '/%61pi/auth/user', accept: PROBLEM });
    expect(encoded.statusCode).toBe(401);
    expect(encoded.headers['content-type']).toMatch(/^application\/problem\+json/);
    const unknown = await bothWays({ url: '/api/no-such-path?x=1' });
    expect(unknown.problem).toMatchObject({ status: 404, instance: '/api/no-such-path' });
    const crossSite = await bothWays({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: OWN_HOST, origin: CROSS_SITE },
      payload: {},
    });
    expect(crossSite.problem).toMatchObject({ status: 403, detail: ERROR_MESSAGES.badOrigin });
  });

  it('comes compressed like any JSON answer when the client accepts it', async () => {
    const developer = await signedInActor(t, 'developer');
    // Forty bad entries: forty field errors, well past the size compression starts at.
    const entries = Array.from({ length: 40 }, () => ({ date: 'someday', hours: -1 }));
    const request: Request = {
      method: 'PUT',
      url: '/api/contracts/1/timesheets/2027-01-11',
      payload: { entries },
      headers: { cookie: `talanta_session=${developer.http.sessionToken}`, 'accept-encoding': 'gzip' },
    };
    for (const accept of [undefined, PROBLEM]) {
      const answer = await send({ ...request, accept });
      expect(answer.statusCode, accept).toBe(400);
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      const body = JSON.parse(gunzipSync(answer.rawPayload).toString());
      expect(body.issues.length, accept).toBeGreaterThan(20);
      if (accept) expect(body).toMatchObject({ status: 400, type: problemType(400) });
    }
  });

  it('stays plain JSON unless problem details are preferred, and on /trpc', async () => {
    for (const accept of [undefined, '*/*', 'application/json', `application/json, ${PROBLEM}`]) {
      const answer = await send({ url: '/api/auth/user', accept });
      expect(answer.headers['content-type'], accept).toMatch(/^application\/json/);
      expect(answer.json(), accept).toEqual({ message: ERROR_MESSAGES.notSignedIn, code: 'UNAUTHORIZED' });
    }
    const preferred = await send({ url: '/api/auth/user', accept: `${PROBLEM}, application/json;q=0.5` });
    expect(preferred.headers['content-type']).toMatch(/^application\/problem\+json/);
    const trpc = await send({ url: '/trpc/auth.me', accept: PROBLEM });
    expect(trpc.statusCode).toBe(401);
    expect(trpc.headers['content-type']).toMatch(/^application\/json/);
    // A success is the same whatever Accept says.
    const health = await send({ url: '/api/openapi.json', accept: PROBLEM });
    expect(health.statusCode).toBe(200);
  });
});
