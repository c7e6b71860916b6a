import { TRPCClientError } from '@trpc/client';

interface ErrorData {
  code?: string;
  httpStatus?: number;
  issues?: { path: string; message: string }[];
}

function dataOf(error: unknown): ErrorData | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
}

/** The server's message (it speaks the spec's texts), or the screen's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.message && dataOf(error)?.code) return error.message;
  return fallback;
}

export function errorCodeOf(error: unknown): string | undefined {
  return dataOf(error)?.code;
}

/** The server's message for one field, by its dotted path (e.g. `workHistory.1.endedOn`). */
export function issueAt(error: unknown, path: string): string | undefined {
  return dataOf(error)?.issues?.find((issue) => issue.path === path)?.message;
}

/** The server's message when no field under `prefix` (e.g. `workHistory.`) carries it, for the form's foot. */
export function formLevelMessage(error: unknown, prefix: string): string | null {
  if (!error) return null;
  if (dataOf(error)?.issues?.some((issue) => issue.path.startsWith(prefix))) return null;
  return messageOf(error, 'Please try again.');
}
