import type { TUser, TUserRole } from '@talanta/schema';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/lib/router-context';
import { homePathFor } from './role-home';

/** What every guard reads: the root route puts the current user into the route context. */
interface GuardArgs {
  context: { user: TUser | null };
  location: { href: string };
}

/** No user → /login, remembering the page so sign-in can return to it. */
export function requireSignedIn({ context, location }: GuardArgs): { user: TUser } {
  if (!context.user) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { user: context.user };
}

/** A signed-in user with another role goes to / (spec 000 §2, guard behaviour). */
export function allowRoles(...roles: TUserRole[]) {
  return (args: GuardArgs): void => {
    const { user } = requireSignedIn(args);
    if (!roles.includes(user.role)) throw redirect({ to: '/' });
  };
}

/**
 * The admin pages: admins only, and with REQUIRE_ADMIN_2FA only once two-factor sign-in is on (the
 * server answers 403 until then); such an admin goes to the setup in Account Settings instead.
 */
export async function allowAdmins(
  args: GuardArgs & { context: Pick<RouterContext, 'queryClient' | 'trpc'> },
): Promise<void> {
  allowRoles('admin')(args);
  requireTwoFactorIfRequired(
    await args.context.queryClient.ensureQueryData(args.context.trpc.twoFactor.status.queryOptions()),
  );
}

/** Two-factor sign-in required but off → its setup in Account Settings. */
export function requireTwoFactorIfRequired(status: { required: boolean; enabled: boolean }): void {
  if (status.required && !status.enabled) throw redirect({ to: '/profile', hash: 'two-factor' });
}

/** Signed-in users on /login or /register go on to their home screen. */
export function redirectSignedIn({ context }: GuardArgs): void {
  if (context.user) throw redirect({ to: homePathFor(context.user.role) });
}
