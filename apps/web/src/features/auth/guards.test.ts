import type { TUser, TUserRole } from '@talanta/schema';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { allowRoles, redirectSignedIn, requireSignedIn, requireTwoFactorIfRequired } from './guards';

const userWith = (role: TUserRole): TUser => ({
  id: 1,
  email: 'someone@example.com',
  firstName: 'Amani',
  lastName: 'Otieno',
  phoneNumber: null,
  role,
  profileImageUrl: null,
  emailVerified: true,
  timeZone: 'Africa/Nairobi',
  locale: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const at = (user: TUser | null, href = '/post-job?draft=1') => ({ context: { user }, location: { href } });

/** Runs a guard and returns where it redirected to (undefined when it let the user through). */
function redirectOf(run: () => unknown): { to?: string; search?: unknown; hash?: unknown } | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!isRedirect(error)) throw error;
    const { to, search, hash } = error.options;
    return { to: to as string, search, ...(hash !== undefined && { hash }) };
  }
}

describe('guards', () => {
  it('sends visitors to /login with the page they asked for', () => {
    expect(redirectOf(() => requireSignedIn(at(null)))).toEqual({
      to: '/login',
      search: { redirect: '/post-job?draft=1' },
    });
    expect(redirectOf(() => allowRoles('client')(at(null)))?.to).toBe('/login');
  });

  it('sends a signed-in user with the wrong role to /', () => {
    expect(redirectOf(() => allowRoles('client')(at(userWith('developer'))))).toEqual({
      to: '/',
      search: undefined,
    });
    expect(redirectOf(() => allowRoles('developer')(at(userWith('admin'))))?.to).toBe('/');
    expect(redirectOf(() => allowRoles('client', 'admin')(at(userWith('admin'))))).toBeUndefined();
  });

  it('sends signed-in users away from /login and /register by role', () => {
    expect(redirectOf(() => redirectSignedIn(at(userWith('admin'))))?.to).toBe('/admin');
    expect(redirectOf(() => redirectSignedIn(at(userWith('client'))))?.to).toBe('/dashboard');
    expect(redirectOf(() => redirectSignedIn(at(null)))).toBeUndefined();
  });

  it('sends an admin who must turn on two-factor sign-in to its setup, and lets the others through', () => {
    expect(redirectOf(() => requireTwoFactorIfRequired({ required: true, enabled: false }))).toEqual({
      to: '/profile',
      search: undefined,
      hash: 'two-factor',
    });
    expect(redirectOf(() => requireTwoFactorIfRequired({ required: true, enabled: true }))).toBeUndefined();
    expect(redirectOf(() => requireTwoFactorIfRequired({ required: false, enabled: false }))).toBeUndefined();
  });
});
