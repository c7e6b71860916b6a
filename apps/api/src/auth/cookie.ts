// Loads @fastify/cookie's types for reply.setCookie wherever this module is type-checked (e.g. via the web app).
import type {} from '@fastify/cookie';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@talanta/schema/i18n';
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'talanta_session';

/**
 * The session cookie's name. When Secure, the `__Host-` prefix makes browsers accept it only as
 * Secure, Path=/ and without Domain, so a sibling subdomain or a plain-http page cannot plant one.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

/** The five-minute cookie of a sign-in waiting for its two-factor code (same prefix rule). */
export const TWO_FACTOR_COOKIE = 'talanta_2fa';

export function twoFactorCookieName(secure: boolean): string {
  return secure ? `__Host-${TWO_FACTOR_COOKIE}` : TWO_FACTOR_COOKIE;
}

export function setTwoFactorCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
): void {
  reply.setCookie(twoFactorCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    expires: expiresAt,
  });
}

export function clearTwoFactorCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(twoFactorCookieName(secure), { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

/**
 * The language choice (issue 41): not a secret, read by the page's own script too (the footer's
 * choice sets it in the browser). Set here when a sign-in brings the account's choice to a
 * browser that has none, or when a signed-in person chooses.
 */
export function setLocaleCookie(reply: FastifyReply, locale: string, secure: boolean): void {
  reply.setCookie(LOCALE_COOKIE, locale, {
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
  });
}
