import { expect } from 'vitest';
import type { TestApp } from './app';
import { type HttpResponse, parseSetCookie, sessionSetCookie } from './http';

/** What the auth tests share: the user shape, the session cookie's rules, the rows behind them. */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Every key of a user in an answer: never the password hash or anything else stored. */
export const USER_KEYS = [
  'createdAt',
  'email',
  'emailVerified',
  'firstName',
  'id',
  'lastName',
  'locale',
  'phoneNumber',
  'profileImageUrl',
  'role',
  'timeZone',
];

export function expectSessionCookie(response: HttpResponse, options: { secure?: boolean } = {}) {
  const header = sessionSetCookie(response);
  expect(header, 'a session Set-Cookie header').toBeDefined();
  const cookie = parseSetCookie(header ?? '');
  // Secure cookies carry the __Host- prefix, which needs Path=/ and no Domain.
  expect(cookie.name).toBe(options.secure ? '__Host-talanta_session' : 'talanta_session');
  expect(cookie.attributes.has('domain')).toBe(false);
  expect(cookie.value).toMatch(/^[a-z2-7]{32}\.[a-z2-7]{32}$/);
  expect(cookie.attributes.has('httponly')).toBe(true);
  expect(cookie.attributes.get('samesite')).toBe('Lax');
  expect(cookie.attributes.get('path')).toBe('/');
  expect(cookie.attributes.has('secure')).toBe(options.secure ?? false);
  return cookie;
}

/** Reads of the stored user and sessions, on the test file's database. */
export function authRows(t: TestApp) {
  return {
    userRow(email: string) {
      return t.db
        .selectFrom('users')
        .select(['id', 'email', 'passwordHash', 'role', 'phoneNumber'])
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
    },
    sessionRows(userId: number) {
      return t.db
        .selectFrom('authSessions')
        .select(['id', 'expiresAt'])
        .where('userId', '=', userId)
        .execute();
    },
  };
}
