import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  TRPCClientError,
} from '@trpc/client';
import { EventSource } from 'eventsource';
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

/**
 * The API version this SDK's types describe, sent as `Talanta-Version` on every request so a
 * newer server answers it as this version (docs/api-versioning.md); `headers` may name another.
 */
export const API_VERSION = '2026-12-01';

/** The server refuses batches of more than 10 calls; the client splits longer ones. */
export const MAX_CALLS_PER_BATCH = 10;

export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

export function authHeaders(
  options: Pick<TalantaClientOptions, 'token' | 'headers'>,
): Record<string, string> {
  return { 'talanta-version': API_VERSION, ...options.headers, authorization: `Bearer ${options.token}` };
}

/**
 * The typed tRPC client of the Talanta API: `client.job.list.query({ search: 'react' })`,
 * `client.vetting.approve.mutate({ id })`, `client.live.events.subscribe(undefined, { onData })`.
 * Calls made in the same tick share one HTTP request (at most 10 calls each). Subscriptions use
 * the `eventsource` package rather than a global EventSource: Node 20 has none, and a browser's
 * cannot send the `Authorization` header; its `fetch` option adds the token, in both.
 */
export function createTalantaClient(options: TalantaClientOptions) {
  const headers = authHeaders(options);
  const url = `${trimBaseUrl(options.baseUrl)}/trpc`;
  const fetchWithToken = options.fetch ?? globalThis.fetch;
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (operation) => operation.type === 'subscription',
        true: httpSubscriptionLink({
          url,
          EventSource,
          eventSourceOptions: {
            fetch: (input, init) =>
              fetchWithToken(input, { ...init, headers: { ...init.headers, ...headers } }),
          },
        }),
        false: httpBatchLink({
          url,
          maxItems: MAX_CALLS_PER_BATCH,
          headers: () => headers,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        }),
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
