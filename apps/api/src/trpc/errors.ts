import { ERROR_MESSAGES, type TApiError } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';

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
