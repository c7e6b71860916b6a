import type { AppRouter } from '@talanta/api/router';
import type { FirstScreenAnswer } from '@talanta/schema';
import type { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import { firstScreenLink } from './first-screen-answers';

/** Typed hooks for every procedure; only the router's TYPE comes from the API package. */
export const trpc = createTRPCReact<AppRouter>();

/** The server refuses batches of more than 10 calls. */
const MAX_CALLS_PER_BATCH = 10;

export function createTrpcClient({
  fetch: send = fetch,
  firstScreenAnswers = [],
}: {
  fetch?: typeof fetch;
  /** The server's answers to the first screen's calls (readFirstScreenAnswers). */
  firstScreenAnswers?: readonly FirstScreenAnswer[];
} = {}) {
  return trpc.createClient({
    links: [
      firstScreenLink(firstScreenAnswers),
      splitLink({
        // Live events are a subscription over Server-Sent Events; EventSource sends this origin's
        // cookies by itself and resumes after the last event id when it reconnects.
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc' }),
        false: httpBatchLink({
          url: '/trpc',
          maxItems: MAX_CALLS_PER_BATCH,
          // The session lives in an httpOnly cookie on this same origin.
          fetch: (url, options) => send(url, { ...options, credentials: 'same-origin' }),
        }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** Query helpers usable outside React (route loaders and guards). */
export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
