import type { AppRouter } from '@talanta/api/router';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';

/**
 * The procedures' query and mutation options for components (`useTRPC()`), from the router's
 * Wrap (`TRPCProvider`); only the router's TYPE comes from the API package.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The server refuses batches of more than 10 calls. */
const MAX_CALLS_PER_BATCH = 10;

/**
 * The browser's way to the API: one origin, the session in its httpOnly cookie. Queries and
 * mutations only: the one subscription, live events, is read with the browser's EventSource
 * (features/live/live-stream.ts, ADR 0052).
 */
function browserLink(): TRPCLink<AppRouter> {
  return httpBatchLink({
    url: '/trpc',
    maxItems: MAX_CALLS_PER_BATCH,
    fetch: (url, options) => fetch(url, { ...options, credentials: 'same-origin' }),
  });
}

/** `link` replaces the browser's (the server renders with a link that calls procedures in-process). */
export function createTrpcClient({ link }: { link?: TRPCLink<AppRouter> } = {}) {
  return createTRPCClient<AppRouter>({ links: [link ?? browserLink()] });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/**
 * The same options outside React (route loaders and guards, with `context.queryClient`): what
 * `useTRPC()` gives components, for one query cache and client.
 */
export function createTrpcOptions(queryClient: QueryClient, client: TrpcClient): TrpcOptions {
  return createTRPCOptionsProxy<AppRouter>({ queryClient, client });
}

export type TrpcOptions = TRPCOptionsProxy<AppRouter>;
