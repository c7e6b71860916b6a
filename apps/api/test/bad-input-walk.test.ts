import { ERROR_MESSAGES, MESSAGES } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { inputInQuery, type RestRoute } from '../src/rest/route';
import { restRoutes } from '../src/rest/table';
import { useTestApp } from './helpers/app';
import { type Field, fieldsOf, type PlannedCall, planCalls } from './helpers/bad-input';
import { DocumentConformance } from './helpers/openapi-conformance';
import {
  accessOfProcedure,
  buildWalkWorld,
  concreteRestPath,
  type ProcedureEntry,
  procedureEntries,
  roleFor,
  sessionCookieOf,
  type WalkWorld,
} from './helpers/walk';
import { validInput } from './helpers/walk-inputs';

const t = useTestApp();
const TRPC_BATCH = 10;
/** A walk takes seconds alone, but thousands of requests on a loaded 2-core machine can take more. */
const WALK_TIMEOUT_MS = 120_000;

interface Answer {
  status: number;
  message?: unknown;
  issues?: { path: string }[];
}

/** Collects every answer that breaks the rules: never 5xx; a refusal says why; bad fields are refused. */
class Verdicts {
  readonly problems: string[] = [];
  checked = 0;

  record(label: string, answer: Answer, refused: string[] = []) {
    this.checked += 1;
    const { status, message } = answer;
    const where = `${status} ${label.slice(0, 300)}`;
    if (status >= 500) this.problems.push(where);
    else if (status >= 400 && (typeof message !== 'string' || message === ''))
      this.problems.push(`${where} (no message)`);
    else if (refused.length > 0 && status < 400) this.problems.push(`${where} (accepted)`);
    else if (refused.length > 1) {
      const named = (answer.issues ?? []).map((issue) => issue.path);
      for (const field of refused)
        if (!named.some((path) => path === field || path.startsWith(`${field}.`)))
          this.problems.push(`${status} ${field} was not refused: ${label.slice(0, 200)}`);
    }
  }
}

function answerOf(status: number, body: Record<string, unknown> | undefined): Answer {
  // tRPC wraps its error in `error`; REST (and Fastify's own 400s, where `error` is a title) do not.
  const error = (typeof body?.error === 'object' ? body.error : body) as {
    message?: unknown;
    issues?: Answer['issues'];
    data?: Record<string, never>;
  };
  return {
    status: error?.data?.httpStatus ?? status,
    message: error?.message,
    issues: error?.issues ?? error?.data?.issues,
  };
}

async function inject(method: string, url: string, cookie: string, payload?: unknown) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  const type = String(response.headers['content-type'] ?? '');
  // A subscription answers 200 and sends a refusal as the stream's error event.
  const streamed = /event: serialized-error\ndata: (.*)\n/.exec(response.body)?.[1];
  if (streamed) return { status: 200, body: { error: JSON.parse(streamed) }, response };
  return { status: response.statusCode, body: type.includes('json') ? response.json() : undefined, response };
}

/** Sends the calls of one procedure through tRPC, up to ten to a batch (one session lookup each). */
async function sendTrpc(procedure: ProcedureEntry, calls: PlannedCall[], cookie: string): Promise<Answer[]> {
  const url = (count: number) => `/trpc/${Array(count).fill(procedure.path).join(',')}`;
  const single = async (call: PlannedCall) => {
    const { status, body } =
      procedure.type === 'mutation'
        ? await inject('POST', url(1), cookie, call.input)
        : await inject('GET', `${url(1)}?input=${encodeURIComponent(JSON.stringify(call.input))}`, cookie);
    return answerOf(status, body);
  };
  if (procedure.type === 'subscription' || calls.length === 1 || calls[0]!.alone)
    return Promise.all(calls.map(single));
  const inputs = Object.fromEntries(calls.map((call, index) => [index, call.input]));
  const { status, body } =
    procedure.type === 'mutation'
      ? await inject('POST', `${url(calls.length)}?batch=1`, cookie, inputs)
      : await inject(
          'GET',
          `${url(calls.length)}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
          cookie,
        );
  if (!Array.isArray(body)) return calls.map(() => answerOf(status, body));
  return body.map((item: Record<string, unknown>) => answerOf('error' in item ? 400 : 200, item));
}

function inputFields(procedure: ProcedureEntry): Field[] {
  return procedure.inputs.flatMap((schema) => fieldsOf(schema));
}

/** A REST query string from an input: lists repeat the parameter; objects cannot be written there. */
function queryString(input: Record<string, unknown>): string | undefined {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'object' && item !== null) return undefined;
      params.append(key, String(item));
    }
  }
  return params.toString();
}

const pathParams = (route: RestRoute) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
const BAD_PATH_PARAMS = ['%00', '%ED%A0%80', 'abc', '-1', '1.5', '1e400', '99999999999', 'x'.repeat(4000)];

describe('the bad-input walk: every field of every input, never a 500', () => {
  let world: WalkWorld;
  beforeAll(async () => {
    world = await buildWalkWorld(t);
  });
  const cookieFor = (access: ProcedureEntry['access']) => sessionCookieOf(world.actors[roleFor(access)]);

  it(
    'through tRPC: every field of every procedure, called as its role on real rows',
    async () => {
      const verdicts = new Verdicts();
      const walked = procedureEntries().filter((procedure) => inputFields(procedure).length > 0);
      expect(walked.map((procedure) => procedure.path)).toEqual(
        expect.arrayContaining(['profile.updateClientSettings', 'superAdmin.auditLog', 'vetting.saveDraft']),
      );
      for (const procedure of walked) {
        // A subscription given a valid input opens a stream: it gets only values it must refuse.
        const maybeValid = procedure.type !== 'subscription';
        const calls = planCalls(inputFields(procedure), () => validInput(procedure.path, world), maybeValid);
        const batches: PlannedCall[][] = [];
        for (const call of calls) {
          const last = batches.at(-1);
          if (call.alone || !last || last.length === TRPC_BATCH || last[0]!.alone) batches.push([call]);
          else last.push(call);
        }
        for (const batch of batches) {
          const answers = await sendTrpc(procedure, batch, cookieFor(procedure.access));
          for (const [index, call] of batch.entries())
            verdicts.record(`tRPC ${procedure.path} ${call.label}`, answers[index]!, call.refused);
        }
      }
      expect(verdicts.problems).toEqual([]);
      expect(verdicts.checked).toBeGreaterThan(1500);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'through REST: bodies, search parameters and path parameters',
    async () => {
      const verdicts = new Verdicts();
      // Every answer is also held against /api/openapi.json (test/openapi-conformance.test.ts).
      const conformance = new DocumentConformance((await t.http().get('/api/openapi.json')).body);
      const procedures = new Map(procedureEntries().map((procedure) => [procedure.path, procedure]));
      for (const route of restRoutes) {
        const procedure = procedures.get(route.procedure)!;
        const cookie = cookieFor(procedure.access);
        const params = pathParams(route);
        const url = concreteRestPath(world, route);
        const inQuery = inputInQuery(route);
        const base = () =>
          Object.fromEntries(
            Object.entries(validInput(route.procedure, world)).filter(([key]) => !params.includes(key)),
          );
        // Nested fields and the values some fields accept are walked through tRPC (the same procedure).
        const fields = inputFields(procedure).filter(
          (field) => field.path.length === 1 && !params.includes(String(field.path[0])),
        );
        for (const call of planCalls(fields, base, false)) {
          const label = `${route.method} /api${route.path} ${call.label}`;
          if (!inQuery) {
            const { status, body, response } = await inject(route.method, url, cookie, call.input);
            verdicts.record(label, answerOf(status, body), call.refused);
            conformance.check(route, response, label);
            continue;
          }
          const query = queryString(call.input);
          // Lone surrogates cannot be written in a URL (they arrive as U+FFFD): those must only not fail.
          if (query === undefined) continue;
          const { status, body, response } = await inject(route.method, `${url}?${query}`, cookie);
          verdicts.record(label, answerOf(status, body), label.includes('surrogate') ? [] : call.refused);
          conformance.check(route, response, label);
        }
        for (const param of params) {
          for (const raw of BAD_PATH_PARAMS) {
            const bad = concreteRestPath(world, route, { [param]: raw });
            const { status, body, response } = await inject(
              route.method,
              bad,
              cookie,
              inQuery ? undefined : base(),
            );
            const label = `${route.method} /api${route.path} :${param} = ${raw.slice(0, 20)}`;
            verdicts.record(label, answerOf(status, body), [param]);
            conformance.check(route, response, label);
          }
        }
      }
      expect(verdicts.problems).toEqual([]);
      expect(verdicts.checked).toBeGreaterThan(400);
      expect([...conformance.problems]).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it('treats a malformed session cookie on every REST row as no session', async () => {
    const verdicts = new Verdicts();
    const malformed = [
      '%00.%00',
      '%00',
      '%zz.%zz',
      '%E0%A4%A',
      '%ED%A0%80.%ED%A0%80',
      'a.b.c',
      '.',
      'x'.repeat(4000),
    ];
    for (const route of restRoutes) {
      const signedIn = accessOfProcedure(route.procedure) !== 'public';
      const url = concreteRestPath(world, route);
      for (const value of malformed) {
        const body = route.method === 'POST' || route.method === 'PUT' ? {} : undefined;
        const { status, body: answer } = await inject(route.method, url, `talanta_session=${value}`, body);
        const label = `${route.method} /api${route.path} with talanta_session=${value.slice(0, 20)}`;
        verdicts.record(label, answerOf(status, answer));
        if (signedIn && status !== 401) verdicts.problems.push(`${status} (not 401) ${label}`);
      }
    }
    expect(verdicts.problems).toEqual([]);
  });

  it('answers the reported cases with their clear messages', async () => {
    const admin = world.actors.admin.http;
    const future = await admin.get('/api/super-admin/audit-log?to=%2B275760-09-13');
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(MESSAGES.dateRange);
    const nul = await world.actors.client.http.put('/api/clients/profile/settings', {
      companyName: 'Ki\u0000lima',
    });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe(MESSAGES.unstorableText);
    const search = await world.actors.developer.http.get('/api/jobs?search=a%00b');
    expect(search.status).toBe(400);
    expect(search.body.message).toBe(MESSAGES.unstorableText);
    const cookie = await t.http().get('/api/auth/user', { headers: { cookie: 'talanta_session=%00.%00' } });
    expect(cookie.status).toBe(401);
    expect(cookie.body.message).toBe(ERROR_MESSAGES.notSignedIn);
    const undecodable = await t.http().get('/api/jobs/%ED%A0%80');
    expect(undecodable.status).toBe(400);
    expect(undecodable.body).toEqual({ message: ERROR_MESSAGES.badUrl, code: 'BAD_REQUEST' });
    expect(undecodable.headers['cache-control']).toBe('no-store');
  });
});
