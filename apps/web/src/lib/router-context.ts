import type { TUser } from '@talanta/schema';
import type { QueryClient } from '@tanstack/react-query';
import type { AppI18n } from './i18n';
import type { TrpcClient, TrpcOptions } from './trpc';

/** What every route's beforeLoad and loader receive (set once in router.tsx). */
export interface RouterContext {
  queryClient: QueryClient;
  /**
   * The procedures' query options and keys for `queryClient`:
   * `context.queryClient.ensureQueryData(context.trpc.job.byId.queryOptions({ id }))`.
   */
  trpc: TrpcOptions;
  /** The typed tRPC client, for a loader that starts a query of its own (an infinite one). */
  trpcClient: TrpcClient;
  /**
   * The origin visitors open (the API's PUBLIC_URL), for canonical addresses and structured data.
   * The server's render is given it; the browser takes it from the page (router.tsx). Never
   * `location.origin`: a page reached on another host still names the public one.
   */
  publicOrigin: string;
  /** The page's language and its loaded catalogues: a route's loader loads the ones it draws with. */
  i18n: AppI18n;
  auth: {
    /** The signed-in user from the cache, fetched once; null for visitors. */
    ensureUser(): Promise<TUser | null>;
  };
}

/** What a loader's helper needs to put a procedure's data in the cache. */
export type QueryContext = Pick<RouterContext, 'queryClient' | 'trpc'>;
