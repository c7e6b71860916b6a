import type { TUser } from '@talanta/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { currentUserKey } from './current-user';
import { homePathFor } from './role-home';

/**
 * After login or registration: remember the user, then go back to the page the visitor asked for
 * or on by role (admins to /admin, everyone else to /dashboard).
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user: TUser, redirectTo: string | undefined) => {
    queryClient.setQueryData(currentUserKey, user);
    // Checked again here, whatever the caller passed: only a path on this site is ever followed.
    await navigate({ href: safeRedirectPath(redirectTo) ?? homePathFor(user.role), replace: true });
  };
}
