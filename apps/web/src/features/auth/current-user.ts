import type { TUser } from '@talanta/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { type TrpcClient, trpc } from '@/lib/trpc';

/** tRPC's own key for auth.session, so `utils.auth.session.invalidate()` refreshes this cache too. */
export const currentUserKey = getQueryKey(trpc.auth.session, undefined, 'query');

/** auth.session answers null for a visitor, so loading the user never logs a failed request. */
export function currentUserQuery(client: TrpcClient) {
  return queryOptions({ queryKey: currentUserKey, queryFn: () => client.auth.session.query() });
}

/** The signed-in user (null for visitors); the root route has loaded it before any screen shows. */
export function useCurrentUser(): TUser | null {
  const { client } = trpc.useUtils();
  return useQuery(currentUserQuery(client)).data ?? null;
}

export function fullNameOf(user: Pick<TUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
