import type { TUser } from '@talanta/schema';
import { useRouteContext } from '@tanstack/react-router';
import { useCurrentUser } from './current-user';

/**
 * The user the current screen was loaded for. Whether someone is signed in follows the route
 * context, which changes together with the screen (so signing in or out never shows a screen in
 * the wrong shell); the details (name, avatar) follow the live cache so edits show at once.
 */
export function useSessionUser(): TUser | null {
  const contextUser = useRouteContext({ from: '__root__', select: (context) => context.user });
  const liveUser = useCurrentUser();
  return contextUser ? (liveUser ?? contextUser) : null;
}

/** For screens behind the signed-in guard, where a user always exists. */
export function useSignedInUser(): TUser {
  const user = useSessionUser();
  if (!user) throw new Error('useSignedInUser used outside the signed-in routes');
  return user;
}
