import { DEPRECATED_API_VERSIONS } from '@talanta/schema';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_UPLOAD_PATH, RESUME_UPLOAD_PATH } from '../src/plugins/avatar-upload';
import { openApiPath } from '../src/rest/openapi';
import {
  idempotencyOf,
  inputInQuery,
  PAGE_HEADERS,
  type RestRoute,
  SEARCH_PAGE_HEADERS,
} from '../src/rest/route';
import { restRoutes } from '../src/rest/table';
import { useTestApp } from './helpers/app';
import type { Json } from './helpers/http';
import { multipartBody } from './helpers/multipart';
import { DocumentConformance } from './helpers/openapi-conformance';
import {
  accessOfProcedure,
  buildWalkWorld,
  concreteRestPath,
  roleFor,
  sessionCookieOf,
  type WalkWorld,
} from './helpers/walk';
import { validInput } from './helpers/walk-inputs';

/**
 * The document against real answers (issue 42): every REST row called signed out, as its role with
 * a valid input, with no body where the body is optional, and asking for problem details. Each
 * answer's status, contract headers, media type and body must be what /api/openapi.json declares.
 */

const t = useTestApp();
const WALK_TIMEOUT_MS = 120_000;
/** Rows that end the caller's session (or all the others): called last, so the walk keeps its sessions. */
const ENDS_SESSIONS = new Set(['auth.logout', 'session.revokeOthers', 'account.delete']);
/** A version still answered that is going away. */
const OLD_VERSION = Object.keys(DEPRECATED_API_VERSIONS)[0]!;

let document: Json;
let world: WalkWorld;
beforeAll(async () => {
  document = (await t.http().get('/api/openapi.json')).body;
  world = await buildWalkWorld(t);
});

const pathParams = (route: RestRoute) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** A query string of an input's flat fields (objects are walked through tRPC elsewhere). */
function queryOf(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input))
    for (const item of Array.isArray(value) ? value : [value])
      if (typeof item !== 'object' || item === null) params.append(key, String(item));
  const query = params.toString();
  return query ? `?${query}` : '';
}

interface Call {
  cookie?: string;
  accept?: string;
  /** Leave the body out, whatever the input. */
  noBody?: boolean;
  idempotencyKey?: string;
  /** A Talanta-Version to pin. */
  version?: string;
}

/** Calls a row with the world's valid input for its procedure (the path's fields in the path). */
function call(route: RestRoute, options: Call = {}): Promise<LightMyRequestResponse> {
  const params = pathParams(route);
  const input = Object.fromEntries(
    Object.entries(validInput(route.procedure, world)).filter(([key]) => !params.includes(key)),
  );
  const url = concreteRestPath(world, route);
  const inQuery = inputInQuery(route);
  const body = inQuery || route.upload || options.noBody ? undefined : JSON.stringify(input);
  return t.app.inject({
    method: route.method,
    url: inQuery ? `${url}${queryOf(input)}` : url,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.accept ? { accept: options.accept } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      ...(options.version ? { 'talanta-version': options.version } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}

const cookieOf = (route: RestRoute) =>
  sessionCookieOf(world.actors[roleFor(accessOfProcedure(route.procedure))]);
const label = (route: RestRoute) => `${route.method} /api${route.path}`;
const bodyIsOptional = (route: RestRoute) => {
  const body = document.paths[openApiPath(route.path)][route.method.toLowerCase()].requestBody;
  return body !== undefined && body.required === false;
};

describe('/api/openapi.json against real answers of every REST row', () => {
  it('takes every optional body left out: the procedure runs rather than refusing a missing body', async () => {
    const refused: string[] = [];
    const optional = restRoutes.filter(bodyIsOptional);
    expect(optional.map(label)).toEqual(
      expect.arrayContaining([
        'PUT /api/jobs/:id/close',
        'PUT /api/webhooks/:id',
        'POST /api/saved-jobs/:jobId',
      ]),
    );
    for (const route of optional) {
      const answer = await call(route, { cookie: cookieOf(route), noBody: true });
      const issues = answer.statusCode === 400 ? (answer.json().issues ?? []) : [];
      // An issue at the input's root ("expected object") would mean the body was needed after all.
      if (issues.some((issue: { path: string }) => issue.path === ''))
        refused.push(`${label(route)}: ${answer.body}`);
    }
    expect(refused).toEqual([]);
  });

  it(
    'declares the status, headers, media type and body of every answer',
    async () => {
      const conformance = new DocumentConformance(document);
      const statuses = new Set<number>();
      const record = (route: RestRoute, answer: LightMyRequestResponse, how: string) => {
        statuses.add(answer.statusCode);
        conformance.check(route, answer, `${label(route)} ${how}`);
      };
      for (const route of restRoutes) {
        record(route, await call(route), 'signed out');
        record(route, await call(route, { accept: 'application/problem+json' }), 'signed out, problem+json');
        // A version going away: Deprecation, Sunset and Link on the answer.
        const pinned = await call(route, { version: OLD_VERSION });
        expect(pinned.headers.deprecation, label(route)).toBeDefined();
        record(route, pinned, `signed out, Talanta-Version ${OLD_VERSION}`);
      }
      // Reads first, then writes (those that end sessions last), each as the role that may.
      const reads = restRoutes.filter((route) => route.method === 'GET');
      const writes = restRoutes.filter((route) => route.method !== 'GET');
      const ordered = [
        ...reads,
        ...writes.filter((route) => !ENDS_SESSIONS.has(route.procedure)),
        ...writes.filter((route) => ENDS_SESSIONS.has(route.procedure)),
      ];
      for (const route of ordered) {
        const cookie = cookieOf(route);
        record(route, await call(route, { cookie }), 'as its role');
        if (bodyIsOptional(route))
          record(route, await call(route, { cookie, noBody: true }), 'without a body');
        if (idempotencyOf(route) === 'procedure') {
          // The same request again: the replay's 200 and its Idempotent-Replayed header are declared.
          const idempotencyKey = crypto.randomUUID();
          record(route, await call(route, { cookie, idempotencyKey }), 'with an Idempotency-Key');
          const replay = await call(route, { cookie, idempotencyKey });
          expect(replay.headers['idempotent-replayed'], label(route)).toBe('true');
          record(route, replay, 'replayed');
        }
      }
      expect([...conformance.problems]).toEqual([]);
      expect(conformance.checked).toBeGreaterThan(3 * restRoutes.length);
      // The walk saw successes and refusals alike.
      expect([...statuses]).toEqual(expect.arrayContaining([200, 201, 400, 401, 404, 409]));
    },
    WALK_TIMEOUT_MS,
  );

  it('the check finds an answer the document does not declare', async () => {
    const route = restRoutes.find((row) => row.procedure === 'notification.list')!;
    // The client's session: the developer's ended with the walk's sign-out.
    const answer = await call(route, { cookie: sessionCookieOf(world.actors.client) });
    expect(answer.headers['x-unread-count']).toBeDefined();
    const stripped = structuredClone(document);
    const operation = stripped.paths[openApiPath(route.path)].get;
    delete operation.responses['200'].headers['X-Unread-Count'];
    operation.responses['200'].content['application/json'].schema = { type: 'object' };
    delete operation.responses['401'];
    const conformance = new DocumentConformance(stripped);
    conformance.check(route, answer, 'notifications');
    conformance.check(route, await call(route), 'notifications signed out');
    expect([...conformance.problems]).toEqual([
      'notifications: 200 header x-unread-count is not declared',
      'notifications: 200 body does not match the application/json schema: data must be object',
      'notifications signed out: 401 is not declared',
    ]);
  });

  it("declares on each row the headers its `send` sets (read from the function's source)", () => {
    const undeclared: string[] = [];
    for (const route of restRoutes) {
      const source = route.send?.toString() ?? '';
      const sets = [...source.matchAll(/'(X-[\w-]+|Idempotent-Replayed)'/g)].map((match) => match[1]!);
      if (source.includes('sendSearchPage')) sets.push(...SEARCH_PAGE_HEADERS);
      else if (source.includes('sendPage')) sets.push(...PAGE_HEADERS);
      const declared: string[] = [
        ...(route.headers ?? []),
        ...(idempotencyOf(route) === 'procedure' ? ['Idempotent-Replayed'] : []),
      ];
      // nosniff goes with every download: a security header, not the API's contract.
      for (const name of sets)
        if (name !== 'X-Content-Type-Options' && !declared.includes(name))
          undeclared.push(`${label(route)} sets ${name}`);
    }
    expect(undeclared).toEqual([]);
  });

  it('declares the answers of the two uploads outside the table', async () => {
    const conformance = new DocumentConformance(document);
    const cookie = sessionCookieOf(world.actors.client);
    const files = [
      { path: AVATAR_UPLOAD_PATH, good: 'image/png', bad: Buffer.from('not a picture') },
      { path: RESUME_UPLOAD_PATH, good: 'application/pdf', bad: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ];
    const statuses: number[] = [];
    for (const file of files) {
      const { payload, contentType } = multipartBody([
        { filename: 'upload', contentType: file.good, data: file.bad },
      ]);
      for (const headers of [{}, { cookie }, { cookie, accept: 'application/problem+json' }]) {
        const answer = await t.app.inject({
          method: 'POST',
          url: file.path,
          payload,
          headers: { 'content-type': contentType, ...headers },
        });
        statuses.push(answer.statusCode);
        // The upload's path as the table would write it: below /api.
        conformance.check({ method: 'POST', path: file.path.replace(/^\/api/, '') }, answer, file.path);
      }
    }
    expect([...conformance.problems]).toEqual([]);
    expect(statuses).toContain(401);
  });
});
