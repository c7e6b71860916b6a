import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's data-loading defaults: no refetch on focus, data never goes stale, no retry. Fresh
 * data comes from mutations invalidating the caches they change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY, retry: false },
      mutations: { retry: false },
    },
  });
}
