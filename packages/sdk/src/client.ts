import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from './router.js';

export interface TalantaClientOptions {
  /** Where the API runs, e.g. `https://talanta.example`; `/trpc` and `/api` are added. */
  baseUrl: string;
  /** An API token from Account Settings or `POST /api/tokens`, sent as `Authorization: Bearer`. */
  token: string;
  /** Another fetch (a proxy agent, a test double of the network); the global one by default. */
  fetch?: typeof fetch;
  /** More headers on every request (a `User-Agent` naming your tool, say). */
  headers?: Record<string, string>;
}

/** The server refuses batches of more than 10 calls. */
const MAX_CALLS_PER_BATCH = 10;

export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

export function authHeaders(
  options: Pick<TalantaClientOptions, 'token' | 'headers'>,
): Record<string, string> {
  return { ...options.headers, authorization: `Bearer ${options.token}` };
}

/**
 * The typed tRPC client of the Talanta API: `client.job.list.query({ search: 'react' })`,
 * `client.vetting.approve.mutate({ id })`. Calls made in the same tick share one HTTP request.
 */
export function createTalantaClient(options: TalantaClientOptions) {
  const headers = authHeaders(options);
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${trimBaseUrl(options.baseUrl)}/trpc`,
        maxItems: MAX_CALLS_PER_BATCH,
        headers: () => headers,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
}

export type TalantaClient = ReturnType<typeof createTalantaClient>;

/** What a failed call throws: `message` is the API's, `data.httpStatus` and `data.code` say why. */
export type TalantaClientError = TRPCClientError<AppRouter>;

export function isTalantaClientError(error: unknown): error is TalantaClientError {
  return error instanceof TRPCClientError;
}
