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

export interface DescribedError {
  status: number;
  body: TApiError;
}

/**
 * The one translation of an error into a status and the public error body, used by the tRPC
 * error formatter and the REST layer alike. A 500 never leaks its internal message.
 */
export function describeError(error: unknown, requestId?: string): DescribedError {
  const trpcError =
    error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
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
