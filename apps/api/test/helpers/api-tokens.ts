import { expect } from 'vitest';
import type { TestApp } from './app';
import type { HttpClient, HttpResponse } from './http';
import type { Actor } from './jobs';
import { turnOnTwoFactor } from './two-factor';

/**
 * Makes a token over REST with the actor's session and returns the answer (token included). An
 * admin needs two-factor sign-in on for that, so an admin's is turned on first when it is off.
 */
export async function createToken(
  actor: Actor,
  body: { name?: string; scopes?: string[]; expiresInDays?: number } = {},
) {
  if (actor.user.role === 'admin' && !(await actor.http.get('/api/auth/2fa')).body.enabled)
    await turnOnTwoFactor(actor.http);
  const response = await actor.http.post('/api/tokens', {
    name: 'Script',
    scopes: ['read', 'write'],
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; token: string; scopes: string[]; name: string };
}

/** A cookie-less client that sends the token as `Authorization: Bearer`. */
export const bearerClient = (t: TestApp, token: string, headers: Record<string, string> = {}): HttpClient =>
  t.http({ headers: { authorization: `Bearer ${token}`, ...headers } });

export function expectStatus(response: HttpResponse, status: number, message?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  if (message !== undefined) expect(response.body.message).toBe(message);
}
