import { beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../src/rest/openapi';
import { restRoutes } from '../src/rest/table';
import { appRouter } from '../src/routers';
import { useTestApp } from './helpers/app';
import type { HttpClient, HttpResponse, Json } from './helpers/http';

const t = useTestApp();

type Operation = {
  requestBody?: { required?: boolean; content: { 'application/json': { schema: Json } } };
  security?: unknown[];
  responses: Record<string, Json>;
  operationId: string;
};

const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { meta?: { access?: string } } }
>;

let document: Json;
beforeAll(async () => {
  const response = await t.http().get('/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.body;
});

function operation(method: string, path: string): Operation {
  return document.paths[openApiPath(path)]?.[method.toLowerCase()];
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
  });

  it('has an operation for each REST row, with unique operation ids', () => {
    const ids = new Set<string>();
    for (const route of restRoutes) {
      const op = operation(route.method, route.path);
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      const success = String(route.status ?? 200);
      expect(Object.keys(op.responses), `${route.method} ${route.path}`).toContain(success);
      ids.add(op.operationId);
    }
    expect(ids.size).toBe(restRoutes.length);
  });

  it('describes the register and login bodies from the shared schemas', () => {
    const register = operation('POST', '/auth/register').requestBody?.content['application/json'].schema;
    // Every account field is required; the developer's two are optional.
    const accountFields = [
      'email',
      'firstName',
      'lastName',
      'phoneNumber',
      'password',
      'confirmPassword',
      'role',
    ];
    expect(Object.keys(register.properties)).toEqual(
      expect.arrayContaining([...accountFields, 'areaOfSpecialization', 'githubUrl']),
    );
    expect(register.required).toEqual(expect.arrayContaining(accountFields));
    expect(register.properties.role.enum).toEqual(['developer', 'client']);
    expect(register.properties.phoneNumber.pattern).toBeDefined();

    const login = operation('POST', '/auth/login').requestBody?.content['application/json'].schema;
    expect(Object.keys(login.properties).sort()).toEqual(['email', 'password']);
    expect(login.required.sort()).toEqual(['email', 'password']);
    expect(login.properties.password.minLength).toBe(6);

    const update = operation('PUT', '/auth/user').requestBody?.content['application/json'].schema;
    expect(Object.keys(update.properties).sort()).toEqual([
      'currentPassword',
      'email',
      'firstName',
      'lastName',
      'phoneNumber',
      'timeZone',
      'twoFactorCode',
    ]);
    // A change of names alone needs neither (issue 35).
    expect(update.required.sort()).toEqual(['email', 'firstName', 'lastName']);
  });

  it('describes the user returned by sign-in without any password field', () => {
    const answer = operation('POST', '/auth/login').responses['200'].content['application/json'].schema;
    // The user, or `{ twoFactorRequired: true }` when the second step is due (issue 15).
    const user = (answer.anyOf ?? [answer]).find(
      (branch: { properties?: object }) => branch.properties && 'id' in branch.properties,
    );
    expect(Object.keys(user.properties)).toEqual(
      expect.arrayContaining([
        'id',
        'email',
        'firstName',
        'lastName',
        'phoneNumber',
        'role',
        'profileImageUrl',
      ]),
    );
    expect(JSON.stringify(user)).not.toMatch(/password/i);
  });

  it('requires the session cookie or an API token on exactly the non-public operations', () => {
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'talanta_session',
    });
    for (const route of restRoutes) {
      const op = operation(route.method, route.path);
      const isPublic = procedures[route.procedure]?._def.meta?.access === 'public';
      if (isPublic) expect(op.security, `${route.method} ${route.path}`).toEqual([]);
      else
        expect(op.security, `${route.method} ${route.path}`).toEqual([
          { sessionCookie: [] },
          { bearerToken: [] },
        ]);
      if (!isPublic) expect(Object.keys(op.responses)).toContain('401');
    }
  });

  it('documents the error body', () => {
    const apiError = document.components.schemas.ApiError;
    expect(Object.keys(apiError.properties)).toEqual(expect.arrayContaining(['message', 'code', 'issues']));
    expect(operation('POST', '/auth/register').responses['400']).toEqual({
      $ref: '#/components/responses/BadRequest',
    });
    expect(document.components.responses.BadRequest.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
  });
});

describe('headers, statuses and bodies in the document (issue 42)', () => {
  const headersOf = (response: Json) =>
    Object.keys(
      (response.$ref ? document.components.responses[response.$ref.split('/').pop()] : response).headers,
    );

  it('declares the list headers, the rate limit and the replay', () => {
    expect(headersOf(operation('GET', '/jobs').responses['200'])).toEqual(
      expect.arrayContaining([
        'X-Total-Count',
        'X-Total-Count-Capped',
        'X-Next-Cursor',
        'X-RateLimit-Remaining',
        'Deprecation',
        'Sunset',
      ]),
    );
    expect(headersOf(operation('GET', '/notifications').responses['200'])).toContain('X-Unread-Count');
    expect(headersOf(operation('GET', '/jobs').responses['429'])).toEqual(
      expect.arrayContaining(['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Reset']),
    );
    expect(headersOf(operation('GET', '/jobs').responses['503'])).toContain('Retry-After');
    const send = operation('POST', '/messages').responses;
    expect(headersOf(send['200'])).toContain('Idempotent-Replayed');
    expect(headersOf(send['201'])).not.toContain('Idempotent-Replayed');
  });

  it('declares 401 on sign-in and its two-factor step', () => {
    expect(Object.keys(operation('POST', '/auth/login').responses)).toContain('401');
    const twoFactor = restRoutes.find((route) => route.procedure === 'twoFactor.completeSignIn')!;
    expect(Object.keys(operation(twoFactor.method, twoFactor.path).responses)).toContain('401');
  });

  it('requires a body only where the procedure needs one', () => {
    expect(operation('PUT', '/jobs/:id/close').requestBody?.required).toBe(false);
    expect(operation('POST', '/auth/login').requestBody?.required).toBe(true);
    // No required field, but a rule across two of them.
    expect(operation('PUT', '/super-admin/developers/:developerId/status').requestBody?.required).toBe(true);
  });

  it('offers every error as problem details too', () => {
    for (const [name, response] of Object.entries(document.components.responses as Record<string, Json>))
      expect(response.content['application/problem+json'].schema, name).toEqual({
        $ref: '#/components/schemas/ProblemDetails',
      });
  });
});

/** Follows redirects as a browser would, within the app. */
async function getFollowingRedirects(http: HttpClient, url: string): Promise<HttpResponse> {
  let current = url;
  for (let hop = 0; hop < 5; hop++) {
    const response = await http.get(current);
    if (response.status < 300 || response.status >= 400) return response;
    const location = String(response.headers.location ?? '');
    expect(location).not.toBe('');
    current = new URL(location, `http://localhost${current}`).pathname;
  }
  throw new Error(`too many redirects from ${url}`);
}

describe('GET /api/docs', () => {
  it('serves the docs page as HTML, with its scripts from the same origin', async () => {
    const http = t.http();
    const page = await getFollowingRedirects(http, '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(String(page.body)).toMatch(/<html/i);
    const scripts = [...String(page.body).matchAll(/<script[^>]*src="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await http.get(new URL(src, 'http://localhost/api/docs/').pathname);
      expect(script.status, src).toBe(200);
    }
  });
});
