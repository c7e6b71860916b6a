import { AVATAR_MESSAGES, ERROR_MESSAGES, MESSAGES as FIELD_MESSAGES, type TApiError } from '@talanta/schema';
import { PROBLEM_JSON, PROBLEM_RESPONSE_NAMES, toProblem } from './errors';
import { responseHeaders } from './openapi-headers';
import type { JsonSchema } from './openapi-schemas';
import type { HttpMethod } from './route';

const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const PROBLEM_REF = { $ref: '#/components/schemas/ProblemDetails' };

/** The error responses, shared as `components/responses`, each with an example body the app sends. */
const ERROR_RESPONSES = {
  '400': {
    description: 'Invalid input: `message` is the first failing rule, `issues` lists every failing field',
    example: {
      message: FIELD_MESSAGES.invalidEmail,
      code: 'BAD_REQUEST',
      issues: [{ path: 'email', message: FIELD_MESSAGES.invalidEmail }],
    },
  },
  '401': {
    description:
      'Not signed in, or a refused API token; signing in (and its two-factor step): a wrong email, password or code',
    example: { message: ERROR_MESSAGES.notSignedIn, code: 'UNAUTHORIZED' },
  },
  '403': {
    description: 'Wrong role, not the owner, or a cross-site request',
    example: { message: ERROR_MESSAGES.forbidden, code: 'FORBIDDEN' },
  },
  '404': {
    description: 'Not found',
    example: { message: ERROR_MESSAGES.notFound, code: 'NOT_FOUND' },
  },
  '409': {
    description: 'Conflicts with existing data',
    example: { message: ERROR_MESSAGES.emailTaken, code: 'CONFLICT' },
  },
  '413': {
    description: 'The body or file is too large',
    example: { message: AVATAR_MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' },
  },
  '415': {
    description: 'The body is not in the media type this operation takes',
    example: { message: ERROR_MESSAGES.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  '429': {
    description: 'Too many requests or attempts: wait the seconds Retry-After says',
    example: { message: ERROR_MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' },
  },
  '500': {
    description: 'An unexpected failure; `requestId` finds the detail in the server log',
    example: { message: ERROR_MESSAGES.internal, code: 'INTERNAL_SERVER_ERROR', requestId: 'req-1' },
  },
  '503': {
    description: 'Database temporarily unavailable: try again after Retry-After seconds',
    example: { message: ERROR_MESSAGES.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' },
  },
} satisfies Record<string, { description: string; example: TApiError }>;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

const responseName = (status: string) => PROBLEM_RESPONSE_NAMES[Number(status)] as string;

/** An example request path for the problem+json examples' `instance`. */
const EXAMPLE_INSTANCE = '/api/jobs/12';

/**
 * The `components/responses` block: one entry per error status, with the ApiError body by default
 * and the same error as RFC 9457 problem details for `Accept: application/problem+json`.
 */
export function errorResponseComponents() {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, { description, example }]) => [
      responseName(status),
      {
        description,
        // 429 and 503 say when to come back.
        headers: responseHeaders(status === '429' || status === '503' ? ['Retry-After'] : []),
        content: {
          'application/json': { schema: API_ERROR_REF, example },
          [PROBLEM_JSON]: {
            schema: PROBLEM_REF,
            example: toProblem(example, Number(status), EXAMPLE_INSTANCE),
          },
        },
      },
    ]),
  );
}

/**
 * The error statuses an operation can answer, as refs to the shared responses. Every operation may
 * answer 401 (a refused API token, or a wrong password on sign-in), 429 (the per-minute limit) and
 * 503 (no database); a write may be refused as cross-site (403), too large (413) or not JSON (415).
 */
export function errorResponses(options: { signedIn: boolean; method: HttpMethod }) {
  const statuses: ErrorStatus[] = ['400', '401', '404', '409', '429', '500', '503'];
  const writes = options.method !== 'GET';
  if (options.signedIn || writes) statuses.push('403');
  if (writes) statuses.push('413', '415');
  return Object.fromEntries(
    statuses.sort().map((status) => [status, { $ref: `#/components/responses/${responseName(status)}` }]),
  );
}

/**
 * The success body's content. A string schema with `contentMediaType` (set in the route row's
 * `response` meta) is a file sent as that type, such as text/calendar or an .xlsx workbook;
 * a binary string without one is application/octet-stream; anything else is JSON.
 */
export function successContent(schema: JsonSchema | undefined) {
  if (!schema) return undefined;
  if (schema.type === 'string' && typeof schema.contentMediaType === 'string')
    return { [schema.contentMediaType]: { schema } };
  if (schema.type === 'string' && schema.format === 'binary')
    return { 'application/octet-stream': { schema } };
  return { 'application/json': { schema } };
}
