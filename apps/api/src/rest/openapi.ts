import { ZApiError } from '@talanta/schema';
import type { AnyRouter } from '@trpc/server';
import { z } from 'zod';
import type { Access } from '../trpc/init';
import type { RestRoute } from './table';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

interface ProcedureDef {
  inputs: unknown[];
  output?: unknown;
  meta?: { access?: Access };
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function toJsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!isZodSchema(schema)) return undefined;
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Invalid input; `message` is the first failing rule',
  '401': 'Not signed in',
  '403': 'Wrong role, not the owner, or a cross-site request',
  '404': 'Not found',
  '409': 'Conflicts with existing data',
  '429': 'Too many attempts; see Retry-After',
  '503': 'Database temporarily unavailable',
};

/** The OpenAPI 3.1 document of the REST table, generated from the procedures' zod schemas. */
export function buildOpenApiDocument(
  router: AnyRouter,
  routes: RestRoute[],
  info: { version: string; sessionCookie?: string },
) {
  const sessionCookie = info.sessionCookie ?? 'talanta_session';
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  const paths: Record<string, Record<string, unknown>> = {};

  for (const route of routes) {
    const def = procedures[route.procedure]?._def;
    if (!def) continue;
    const openApiPath = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
    const input = toJsonSchema(def.inputs[0], 'input');
    const output = toJsonSchema(route.response ?? def.output, 'output');
    const hasBody = route.method === 'POST' || route.method === 'PUT';

    const parameters: unknown[] = pathParams.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: input?.properties?.[name] ?? { type: 'string' },
    }));
    if (!hasBody && input?.properties) {
      for (const [name, schema] of Object.entries(input.properties)) {
        if (pathParams.includes(name)) continue;
        parameters.push({ name, in: 'query', required: input.required?.includes(name) ?? false, schema });
      }
    }
    let requestBody: unknown;
    if (hasBody && input) {
      const properties = Object.fromEntries(
        Object.entries(input.properties ?? {}).filter(([name]) => !pathParams.includes(name)),
      );
      const required = input.required?.filter((name) => !pathParams.includes(name));
      requestBody = {
        required: true,
        content: {
          'application/json': { schema: { ...input, properties, ...(required ? { required } : {}) } },
        },
      };
    }

    const access = def.meta?.access ?? 'public';
    const errorStatuses = Object.keys(ERROR_STATUSES).filter(
      (status) => access !== 'public' || (status !== '401' && status !== '403'),
    );
    paths[openApiPath] ??= {};
    paths[openApiPath][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      operationId: `${route.method.toLowerCase()}${openApiPath.replace(/[^a-zA-Z0-9]+(\w)?/g, (_, c: string = '') => c.toUpperCase())}`,
      description: `Access: ${access}. Same as the tRPC procedure \`${route.procedure}\`.`,
      ...(access === 'public' ? {} : { security: [{ sessionCookie: [] }] }),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [String(route.status ?? 200)]: {
          description: 'Success',
          ...(output ? { content: { 'application/json': { schema: output } } } : {}),
        },
        ...Object.fromEntries(
          errorStatuses.map((status) => [
            status,
            {
              description: ERROR_STATUSES[status],
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
            },
          ]),
        ),
      },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Talanta API',
      version: info.version,
      description: `The REST paths of the Talanta hiring marketplace. Each calls the same procedure as the typed tRPC API at /trpc. Sign in with POST /api/auth/login; the session travels in the \`${sessionCookie}\` cookie.`,
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookie } },
      schemas: { ApiError: toJsonSchema(ZApiError, 'output') },
    },
    paths,
  };
}
