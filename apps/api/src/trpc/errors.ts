import { isDatabaseUnavailableError } from '@talanta/db';
import { ERROR_MESSAGES, type TApiError } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';

/**
 * Retry-After of every 503 while the database cannot be reached: about a readiness probe's
 * interval, so clients come back once the database may have, not in a tight loop.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

type HeaderSetter = { setHeader(name: string, value: string): void };

/** Tells the client when to try again after a 503 of the database. */
export function setDatabaseRetryAfter(response: HeaderSetter): void {
  response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
}

/**
 * The 503 of an unreachable database, with its Retry-After on the response; `cause` is the driver's
 * error (a refused connection, a pool that had none free in time, a statement timeout), which the
 * log names: the answer does not.
 */
export function databaseUnavailable(response: HeaderSetter, cause?: unknown): TRPCError {
  setDatabaseRetryAfter(response);
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.databaseUnavailable, cause });
}

/** The log line of every 503 of the database, over REST and tRPC alike. */
export const DATABASE_UNAVAILABLE_LOG = 'answered 503: the database is unavailable';

/** What the log says of a 503 of the database: the driver's error, which the answer leaves out. */
export function databaseUnavailableCause(error: unknown): unknown {
  return (error instanceof TRPCError && error.cause) || error;
}

interface Issue {
  path: string;
  message: string;
}

/** Validation issues of zod (or any Standard Schema) that tRPC wrapped as the error's cause. */
function issuesOf(cause: unknown): Issue[] | undefined {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return undefined;
  return issues.map((issue: { path?: readonly PropertyKey[]; message?: string }) => ({
    path: (issue.path ?? []).map(String).join('.'),
    message: issue.message ?? 'Invalid input',
  }));
}

/**
 * PostgreSQL's class 22 (data exception: bad encoding, out-of-range number or date...) can only come
 * from a value the request carried; the schemas should refuse such values first, and this keeps any
 * they miss a 400 rather than a 500.
 */
function isDataException(cause: unknown): boolean {
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

function asTrpcError(error: unknown): TRPCError {
  const cause = error instanceof TRPCError ? error.cause : error;
  const unexpected = !(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR';
  if (unexpected && isDataException(cause)) {
    return new TRPCError({ code: 'BAD_REQUEST', message: ERROR_MESSAGES.invalidValue, cause });
  }
  // Wherever it was thrown (a hook, a session store), a lost database is a 503, never a 500.
  if (unexpected && isDatabaseUnavailableError(cause)) {
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.databaseUnavailable, cause });
  }
  return error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
}

export interface DescribedError {
  status: number;
  body: TApiError;
}

/**
 * The one translation of an error into a status and the public error body, used by the tRPC
 * error formatter and the REST layer alike. A 500 never leaks its internal message.
 */
export function describeError(error: unknown, requestId?: string): DescribedError {
  const trpcError = asTrpcError(error);
  const status = getHTTPStatusCodeFromError(trpcError);
  const issues = trpcError.code === 'BAD_REQUEST' ? issuesOf(trpcError.cause) : undefined;
  let message = trpcError.message;
  if (issues?.[0]) message = issues[0].message;
  if (status >= 500 && trpcError.code !== 'SERVICE_UNAVAILABLE') message = ERROR_MESSAGES.internal;
  return {
    status,
    body: {
      message,
      code: trpcError.code,
      ...(issues ? { issues } : {}),
      ...(status >= 500 && requestId ? { requestId } : {}),
    },
  };
}
