import { ERROR_MESSAGES } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, describeError } from '../trpc/errors';

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
  // Procedures set it on their 503s; a 503 from anywhere else (a hook) gets it here.
  if (described.status === 503 && !reply.hasHeader('Retry-After')) {
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  }
  return reply.status(described.status).send(described.body);
}
