import type { TUser } from '@talanta/schema';
import type { QueryClient } from '@tanstack/react-query';
import type { TrpcUtils } from './trpc';

/** What every route's beforeLoad and loader receive (set once in router.tsx). */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
  auth: {
    /** The signed-in user from the cache, fetched once; null for visitors. */
    ensureUser(): Promise<TUser | null>;
  };
}
