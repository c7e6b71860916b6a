import { AVATAR_MESSAGES, ERROR_MESSAGES, MESSAGES as FIELD_MESSAGES } from '@talanta/schema';
import type { JsonSchema } from './openapi-schemas';

const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** The error responses, shared as `components/responses`, each with an example body the app sends. */
const ERROR_RESPONSES = {
  '400': {
    name: 'BadRequest',
    description: 'Invalid input: `message` is the first failing rule, `issues` lists every failing field',
    example: {
      message: FIELD_MESSAGES.invalidEmail,
      code: 'BAD_REQUEST',
      issues: [{ path: 'email', message: FIELD_MESSAGES.invalidEmail }],
    },
  },
  '401': {
    name: 'Unauthorized',
    description: 'Not signed in',
    example: { message: ERROR_MESSAGES.notSignedIn, code: 'UNAUTHORIZED' },
  },
  '403': {
    name: 'Forbidden',
    description: 'Wrong role, not the owner, or a cross-site request',
    example: { message: ERROR_MESSAGES.forbidden, code: 'FORBIDDEN' },
  },
  '404': {
    name: 'NotFound',
    description: 'Not found',
    example: { message: ERROR_MESSAGES.notFound, code: 'NOT_FOUND' },
  },
  '409': {
    name: 'Conflict',
    description: 'Conflicts with existing data',
    example: { message: ERROR_MESSAGES.emailTaken, code: 'CONFLICT' },
  },
  '413': {
    name: 'PayloadTooLarge',
    description: 'The body or file is too large',
    example: { message: AVATAR_MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' },
  },
  '415': {
    name: 'UnsupportedMediaType',
    description: 'The body is not in the media type this operation takes',
    example: { message: ERROR_MESSAGES.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' },
  },
  '429': {
    name: 'TooManyRequests',
    description: 'Too many attempts; see Retry-After',
    example: { message: ERROR_MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' },
  },
  '500': {
    name: 'InternalError',
    description: 'An unexpected failure; `requestId` finds the detail in the server log',
    example: { message: ERROR_MESSAGES.internal, code: 'INTERNAL_SERVER_ERROR', requestId: 'req-1' },
  },
  '503': {
    name: 'Unavailable',
    description: 'Database temporarily unavailable',
    example: { message: ERROR_MESSAGES.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' },
  },
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The `components/responses` block: one entry per error status, all with the ApiError body. */
export function errorResponseComponents() {
  return Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description, example }) => [
      name,
      { description, content: { 'application/json': { schema: API_ERROR_REF, example } } },
    ]),
  );
}

/** The error statuses an operation can answer, as refs to the shared responses. */
export function errorResponses(options: { signedIn: boolean; body?: boolean; extra?: ErrorStatus[] }) {
  const statuses: ErrorStatus[] = ['400', '404', '409', '429', '500', '503'];
  if (options.signedIn) statuses.push('401', '403');
  if (options.body) statuses.push('415');
  statuses.push(...(options.extra ?? []));
  return Object.fromEntries(
    statuses
      .sort()
      .map((status) => [status, { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` }]),
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
