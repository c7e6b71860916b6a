import type { TUser } from '@talanta/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import { homePathFor } from './role-home';
import { adoptBrowserTimeZone } from './time-zone-from-browser';

/**
 * After login or registration: remember the user, then go back to the page the visitor asked for
 * or on by role (admins to /admin, everyone else to /dashboard). A user still on the default UTC
 * gets the browser's zone, once, in the background.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const client = useTRPCClient();
  return async (user: TUser, redirectTo: string | undefined) => {
    queryClient.setQueryData(trpc.auth.session.queryKey(), user);
    void adoptBrowserTimeZone(user, (input) => client.auth.updateUser.mutate(input)).then((saved) => {
      if (saved) queryClient.setQueryData(trpc.auth.session.queryKey(), saved);
    });
    // Checked again here, whatever the caller passed: only a path on this site is ever followed.
    await navigate({ href: safeRedirectPath(redirectTo) ?? homePathFor(user.role), replace: true });
  };
}
