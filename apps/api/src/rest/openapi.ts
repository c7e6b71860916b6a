import { API_VERSIONS, CURRENT_API_VERSION, DEPRECATED_API_VERSIONS, ZApiError } from '@talanta/schema';
import type { AnyRouter } from '@trpc/server';
import type { Access } from '../trpc/init';
import { ZProblemDetails } from './errors';
import { headerComponents, responseHeaders } from './openapi-headers';
import {
  idempotencyParameterComponents,
  idempotencyParameters,
  idempotencyResponseComponents,
  idempotencyResponses,
} from './openapi-idempotency';
import { errorResponseComponents, errorResponses, successContent } from './openapi-responses';
import { ComponentSchemas, isZodSchema, type JsonSchema } from './openapi-schemas';
import { declaredTags } from './openapi-tags';
import { multipartRequestBody, uploadPaths } from './openapi-upload';
import { webhookOperations } from './openapi-webhooks';
import { idempotencyOf, inputInQuery } from './route';
import type { RestRoute } from './table';

interface ProcedureDef {
  inputs: unknown[];
  output?: unknown;
  meta?: { access?: Access };
}

export interface OpenApiOptions {
  version: string;
  sessionCookie?: string;
}

/** `/jobs/:id` as OpenAPI writes it, below /api: `/api/jobs/{id}`. */
export const openApiPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

/** `application.byId` -> `application_byId`; a second row on one procedure adds its path's words. */
function operationId(route: RestRoute, taken: Set<string>): string {
  const base = route.procedure.replace('.', '_');
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const id = taken.has(base) ? `${base}_${route.method.toLowerCase()}_${words.join('_')}` : base;
  taken.add(id);
  return id;
}

/**
 * Whether the procedure refuses a request without a body: the input made of the path parameters
 * alone fails on something other than those parameters (a required field, a rule over the whole
 * input, or no input object at all where the path has no parameters).
 */
function needsBody(zodInput: unknown, pathParams: string[]): boolean {
  if (!isZodSchema(zodInput)) return false;
  const pathOnly = pathParams.length ? Object.fromEntries(pathParams.map((name) => [name, '1'])) : undefined;
  try {
    const parsed = zodInput.safeParse(pathOnly);
    return parsed.error?.issues.some((issue) => !pathParams.includes(String(issue.path[0]))) ?? false;
  } catch {
    // An asynchronous rule: only the fields can tell.
    return true;
  }
}

/**
 * Path parameters, query parameters and the body of a row (JSON from its procedure's input schema,
 * or the multipart file of an upload row).
 */
function requestParts(route: RestRoute, input: JsonSchema | undefined, zodInput: unknown) {
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const hasBody = !inputInQuery(route);
  const parameters: Record<string, unknown>[] = pathParams.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: input?.properties?.[name] ?? { type: 'string' },
  }));
  // An upload's reader (`readFile`) is no parameter: the file is the multipart body.
  const rest = Object.entries(input?.properties ?? {}).filter(
    ([name]) => !pathParams.includes(name) && name !== 'readFile',
  );
  if (!hasBody) {
    for (const [name, schema] of rest)
      parameters.push({ name, in: 'query', required: input?.required?.includes(name) ?? false, schema });
    return { parameters };
  }
  if (route.upload) return { parameters, requestBody: multipartRequestBody(route.upload.contentType) };
  if (!input) return { parameters };
  const required = input.required?.filter((name) => !pathParams.includes(name));
  const schema = { ...input, properties: Object.fromEntries(rest), ...(required ? { required } : {}) };
  const example = route.example ? { example: route.example } : {};
  return {
    parameters,
    // A body the procedure can do without may be left out (it takes its defaults).
    requestBody: {
      required: (required?.length ?? 0) > 0 || needsBody(zodInput, pathParams),
      content: { 'application/json': { schema, ...example } },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the REST paths: the table's rows (their procedures' zod schemas,
 * their `response` overrides) and the uploads. It validates in swagger-parser and Redocly's
 * recommended lint, and openapi-typescript generates from it (test/openapi-validity.test.ts).
 */
export function buildOpenApiDocument(router: AnyRouter, routes: RestRoute[], options: OpenApiOptions) {
  const sessionCookie = options.sessionCookie ?? 'talanta_session';
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  const schemas = new ComponentSchemas();
  schemas.add('ApiError', ZApiError);
  schemas.add('ProblemDetails', ZProblemDetails);
  // Either credential, never both (a request with a cookie and a token is refused).
  const signedInSecurity = [{ sessionCookie: [] }, { bearerToken: [] }];
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = new Set<string>();

  for (const route of routes) {
    const def = procedures[route.procedure]?._def;
    if (!def) continue;
    const { parameters, requestBody } = requestParts(
      route,
      schemas.convert(def.inputs[0], 'input'),
      def.inputs[0],
    );
    parameters.push(...idempotencyParameters(route), { $ref: '#/components/parameters/TalantaVersion' });
    const content = successContent(schemas.convert(route.response ?? def.output, 'output'));
    const success = {
      description: 'Success',
      // A stored Idempotency-Key's replay answers this status again, marked as a replay.
      headers: responseHeaders(
        idempotencyOf(route) === 'stored' ? [...(route.headers ?? []), 'Idempotent-Replayed'] : route.headers,
      ),
      ...(content ? { content } : {}),
    };
    const access = def.meta?.access ?? 'public';
    const signedIn = access !== 'public';
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      operationId: operationId(route, ids),
      description: `Access: ${access}. Same as the tRPC procedure \`${route.procedure}\`.`,
      // Public operations say so explicitly: no credentials needed.
      security: signedIn ? signedInSecurity : [],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [String(route.status ?? 200)]: success,
        // A row idempotent by its procedure answers a retry 200 with the original result.
        ...(idempotencyOf(route) === 'procedure'
          ? {
              '200': {
                description: 'A retry with the same Idempotency-Key: the original result, nothing done again',
                headers: responseHeaders(['Idempotent-Replayed']),
                ...(content ? { content } : {}),
              },
            }
          : {}),
        ...errorResponses({ signedIn, method: route.method }),
        ...idempotencyResponses(route),
      },
    };
  }

  for (const upload of uploadPaths(schemas)) {
    paths[upload.path] = {
      ...paths[upload.path],
      [upload.method]: { ...upload.operation, security: signedInSecurity },
    };
  }

  const tags = Object.values(paths).flatMap((methods) =>
    Object.values(methods).flatMap((operation) => (operation as { tags: string[] }).tags),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Talanta API',
      version: options.version,
      description: `The REST paths of the Talanta hiring marketplace. Each calls the same procedure as the typed tRPC API at /trpc. Sign in with POST /api/auth/login; the session travels in the \`${sessionCookie}\` cookie. Scripts use a personal access token instead: \`Authorization: Bearer tal_…\`. Every error body is \`{ message, code, issues? }\`; with \`Accept: application/problem+json\` it is RFC 9457 problem details with those fields as extensions. Every answer carries X-Request-Id and the per-minute rate limit's X-RateLimit-Limit, -Remaining and -Reset; a 429 or 503 says in Retry-After when to try again. Name the API version your code was written for in the \`Talanta-Version\` header (current: ${CURRENT_API_VERSION}); a breaking change comes as a new dated version, and answers to a version going away carry Deprecation and Sunset. A developer has one id here, the \`id\` of GET /api/developers/all; their user id is for the calls about users, such as a message's \`receiverId\`. Creating POSTs take an \`Idempotency-Key\`. The events Talanta POSTs to your webhook endpoints, with their payloads, are under Webhooks.`,
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: declaredTags(tags),
    paths,
    webhooks: webhookOperations(schemas),
    components: {
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookie,
          description: 'The session cookie set by POST /api/auth/login',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal access token (`tal_…`) from Account Settings or POST /api/tokens. A read token may only call GET operations; a request with both a token and the session cookie is refused.',
        },
      },
      schemas: schemas.schemas,
      parameters: { ...idempotencyParameterComponents(), TalantaVersion: apiVersionParameter() },
      responses: { ...errorResponseComponents(), ...idempotencyResponseComponents() },
      headers: headerComponents(),
    },
  };
}

/** The `Talanta-Version` request header (docs/api-versioning.md): every operation takes it. */
function apiVersionParameter() {
  const going = Object.entries(DEPRECATED_API_VERSIONS)
    .map(([version, about]) => `${version} (${about?.change}; answered until ${about?.sunsetOn})`)
    .join('; ');
  return {
    name: 'Talanta-Version',
    in: 'header',
    required: false,
    description: `The API version the caller was written for; without it, the current one (${CURRENT_API_VERSION}). Going away: ${going}. Answers to a version going away carry Deprecation, Sunset and Link; an unknown version is a 400.`,
    schema: { type: 'string', enum: [...API_VERSIONS] },
  };
}
