import { expect } from 'vitest';
import type { TestApp } from './app';
import type { Actor } from './jobs';

/** The SDK's and the examples' tests: the app on a real port, and API tokens made through the API. */

/** The app's base URL on 127.0.0.1 (it listens on a free port on first use). */
export async function serverUrl(t: TestApp): Promise<string> {
  return (await t.trpc()).baseUrl;
}

export type TokenScope = 'read' | 'write';

/** A new API token of the actor's, made by POST /api/tokens as Account Settings does. */
export async function createApiToken(actor: Actor, scopes: TokenScope[]): Promise<string> {
  const response = await actor.http.post('/api/tokens', { name: `SDK test (${scopes.join(', ')})`, scopes });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(typeof response.body.token).toBe('string');
  return response.body.token;
}
