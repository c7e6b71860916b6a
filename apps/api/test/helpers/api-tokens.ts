import { expect } from 'vitest';
import type { TestApp } from './app';
import type { HttpClient, HttpResponse } from './http';
import type { Actor } from './jobs';

/** Makes a token over REST with the actor's session and returns the answer (token included). */
export async function createToken(
  actor: Actor,
  body: { name?: string; scopes?: string[]; expiresInDays?: number } = {},
) {
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
