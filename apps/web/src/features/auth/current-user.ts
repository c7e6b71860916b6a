import type { TUser } from '@talanta/schema';
import { useQuery } from '@tanstack/react-query';
import { type TrpcOptions, useTRPC } from '@/lib/trpc';

/**
 * auth.session answers null for a visitor, so loading the user never logs a failed request. Its key
 * is `trpc.auth.session.queryKey()`, so invalidating auth.session refreshes this cache too.
 */
export function currentUserQuery(trpc: TrpcOptions) {
  return trpc.auth.session.queryOptions();
}

/** The signed-in user (null for visitors); the root route has loaded it before any screen shows. */
export function useCurrentUser(): TUser | null {
  const trpc = useTRPC();
  return useQuery(currentUserQuery(trpc)).data ?? null;
}

export function fullNameOf(user: Pick<TUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
