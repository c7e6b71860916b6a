import { negotiate } from '@fastify/accept-negotiator';
import { ERROR_MESSAGES, type TApiError, ZApiError } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_LOG,
  databaseUnavailableCause,
  describeError,
} from '../trpc/errors';

const CODES_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Fastify's own client errors (bad JSON, body too large, wrong media type, rate limit). */
function describeHttpError(error: FastifyError & { statusCode: number }) {
  const message = error.statusCode === 415 ? ERROR_MESSAGES.unsupportedMediaType : error.message;
  return {
    status: error.statusCode,
    body: { message, code: CODES_BY_STATUS[error.statusCode] ?? 'BAD_REQUEST' },
  };
}

/** The one error handler: every failure leaves as `{ message, code, issues? }` with its status. */
export function sendApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const isClientHttpError =
    !(error instanceof TRPCError) && typeof error.statusCode === 'number' && error.statusCode < 500;
  const described = isClientHttpError
    ? describeHttpError(error as FastifyError & { statusCode: number })
    : describeError(error, request.id);
  if (described.status >= 500 && described.status !== 503) {
    request.log.error({ err: error }, 'unexpected error');
  }
  if (described.status === 503) {
    request.log.warn({ err: databaseUnavailableCause(error) }, DATABASE_UNAVAILABLE_LOG);
    // Procedures set it on their 503s; a 503 from anywhere else (a hook) gets it here.
    if (!reply.hasHeader('Retry-After')) reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  }
  return reply.status(described.status).send(described.body);
}

export const PROBLEM_JSON = 'application/problem+json';

/** RFC 9457 problem details: the ApiError's fields stay, as extension members. */
export const ZProblemDetails = ZApiError.extend({
  type: z.string().describe('Names the kind of error: the document part that describes it'),
  title: z.string().describe("The error kind's short name, the same for every error of a `type`"),
  status: z.number().int().describe('The HTTP status'),
  detail: z.string().describe('What went wrong this time: the same text as `message`'),
  instance: z.string().describe('The path that was requested'),
});
export type TProblemDetails = z.infer<typeof ZProblemDetails>;

/** `NOT_FOUND` -> `Not found`. */
const titleOf = (code: string) => {
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The shared response of each error status in the document (rest/openapi-responses.ts). */
export const PROBLEM_RESPONSE_NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'Unavailable',
};

/**
 * A problem's `type`: a reference, relative to the answer's own URL, to the shared response of its
 * status in the served OpenAPI document (one per status, and one code per status). It resolves on
 * any deployment, and a client compares it as a string (docs/adr/0043).
 */
export function problemType(status: number): string {
  const name = PROBLEM_RESPONSE_NAMES[status];
  // A status the document has no response for: RFC 9457's "nothing more than the status".
  return name ? `/api/openapi.json#/components/responses/${name}` : 'about:blank';
}

/** The error body as problem details for the request to `instance`. */
export function toProblem(error: TApiError, status: number, instance: string): TProblemDetails {
  return {
    type: problemType(status),
    title: titleOf(error.code),
    status,
    detail: error.message,
    instance,
    ...error,
  };
}

/** Whether the client prefers problem details to plain JSON (plain JSON when it says nothing, or both equally). */
export function prefersProblem(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept !== undefined && negotiate(accept, ['application/json', PROBLEM_JSON]) === PROBLEM_JSON;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** By the route matched where there is one, so `/%61pi/...` (the router decodes it) counts too. */
const isApiRequest = (request: FastifyRequest) =>
  /^\/api(?:[/?]|$)/i.test(request.routeOptions.url ?? request.url);

/**
 * Every /api error, wherever it was sent (the error handler, the request guard, the unknown-path
 * answer, the rate limit), leaves as problem details when the client asks for them; the default
 * stays `{ message, code, issues? }`. Registered on the root, before compression encodes the body.
 */
export function registerProblemDetails(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isApiRequest(request)) return payload;
    // An /api error's body depends on Accept.
    const vary = reply.getHeader('vary');
    reply.header('Vary', vary ? `${String(vary)}, Accept` : 'Accept');
    if (typeof payload !== 'string' || !prefersProblem(request)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const parsed = ZApiError.safeParse(parseJson(payload));
    if (!parsed.success) return payload;
    reply.header('Content-Type', `${PROBLEM_JSON}; charset=utf-8`);
    const instance = request.url.split('?')[0] ?? request.url;
    return JSON.stringify(toProblem(parsed.data, reply.statusCode, instance));
  });
}
