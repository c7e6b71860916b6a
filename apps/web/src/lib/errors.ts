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
