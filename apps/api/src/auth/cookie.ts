// Loads @fastify/cookie's types for reply.setCookie wherever this module is type-checked (e.g. via the web app).
import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'talanta_session';

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}
