import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiPath } from '../src/rest/openapi';
import { inputInQuery } from '../src/rest/route';
import { type RestRoute, restRoutes } from '../src/rest/table';
import { useTestApp } from './helpers/app';
import type { Json } from './helpers/http';
import { procedureEntries } from './helpers/walk';

/** The request-body examples of /api/openapi.json (issue 17), checked against each row's procedure. */

const t = useTestApp();

let document: Json;
beforeAll(async () => {
  const response = await t.http().get('/api/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
});

/** The Monday the timesheet example's entries fall in; a token is text; any other path parameter is an id. */
const EXAMPLE_WEEK_START = '2027-01-11';
const EXAMPLE_PARAMS: Record<string, string> = { weekStart: EXAMPLE_WEEK_START, token: 'k7q2referencetoken' };

/** Plausible path parameters for a row: the examples leave them out of the body. */
function pathParams(route: RestRoute): Record<string, string | number> {
  return Object.fromEntries(
    [...route.path.matchAll(/:(\w+)/g)].map(([, name = '']) => [name, EXAMPLE_PARAMS[name] ?? 12]),
  );
}

const inputsByProcedure = new Map(procedureEntries().map((entry) => [entry.path, entry.inputs]));

function inputsOf(route: RestRoute): z.ZodType[] {
  const inputs = inputsByProcedure.get(route.procedure);
  if (!inputs) throw new Error(`no procedure ${route.procedure}`);
  return inputs;
}

/** The fields a row's body carries: its procedure's input properties other than the path's. */
function bodyFields(route: RestRoute): string[] {
  const params = Object.keys(pathParams(route));
  return inputsOf(route)
    .flatMap((input) => {
      const schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' });
      return Object.keys((schema as { properties?: object }).properties ?? {});
    })
    .filter((name) => !params.includes(name));
}

/** Rows with a JSON body (an upload row's body is its multipart file: no example). */
const takesBody = (route: RestRoute) => !inputInQuery(route) && !route.upload && bodyFields(route).length > 0;
const bodyRoutes = restRoutes.filter(takesBody);
const label = (route: RestRoute) => `${route.method} ${route.path}`;

describe('request-body examples in /api/openapi.json', () => {
  it('are required of the POST and PUT rows (and JSON-body DELETE rows) with body fields, and only of those', () => {
    const labels = bodyRoutes.map(label);
    expect(labels).toEqual(
      expect.arrayContaining(['POST /auth/register', 'PUT /contracts/:id/timesheets/:weekStart']),
    );
    // Rows whose only input is the path, and rows with no input at all, take no body.
    expect(labels).not.toContain('PUT /jobs/:id/close');
    expect(labels).not.toContain('POST /auth/logout');
    for (const route of restRoutes.filter((row) => !takesBody(row)))
      expect(route.example, label(route)).toBeUndefined();
  });

  it.each(bodyRoutes.map((route) => [label(route), route] as const))(
    '%s has its example in the document',
    (_label, route) => {
      expect(route.example, 'the REST row has no example').toBeDefined();
      const operation = document.paths[openApiPath(route.path)][route.method.toLowerCase()];
      expect(operation.requestBody.content['application/json'].example).toEqual(route.example);
    },
  );

  it.each(bodyRoutes.map((route) => [label(route), route] as const))(
    "%s: the example names only body fields and passes the procedure's input",
    async (_label, route) => {
      const example = route.example ?? {};
      const fields = bodyFields(route);
      // zod drops unknown keys quietly, so a misspelt optional field would otherwise go unnoticed.
      for (const key of Object.keys(example)) expect(fields, `unknown field ${key}`).toContain(key);
      for (const input of inputsOf(route)) {
        const parsed = await input.safeParseAsync({ ...example, ...pathParams(route) });
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
    },
  );
});
