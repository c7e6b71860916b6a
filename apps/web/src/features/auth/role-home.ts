import type { TUserRole } from '@talanta/schema';

/** Where someone lands after signing in: admins on /admin, everyone else on /dashboard. */
export function homePathFor(role: TUserRole): '/admin' | '/dashboard' {
  return role === 'admin' ? '/admin' : '/dashboard';
}
