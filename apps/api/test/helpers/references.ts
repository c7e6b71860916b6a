import { expect } from 'vitest';
import { applicationPayload, outboxFor } from './admin';
import type { TestApp } from './app';
import type { Actor } from './jobs';
import { uniqueEmail } from './users';

/** Vetting references (issue 38): the applicant's own application, their referees and the emailed links. */

/** The signed-in developer applies under their account's email; returns the submission's id. */
export async function applyAs(developer: Actor): Promise<number> {
  const response = await developer.http.post('/api/developer/apply', applicationPayload());
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

export function referee(overrides: Record<string, unknown> = {}) {
  return { name: 'Achieng Otieno', email: uniqueEmail('referee'), relationship: 'manager', ...overrides };
}

/** The token of the newest reference link emailed to `email` (read from the outbox, as the referee would). */
export async function referenceTokenFor(t: TestApp, email: string): Promise<string> {
  const emails = await outboxFor(t, email);
  const link = /\/references\/([a-z0-9]+)/.exec(emails.at(-1)?.bodyText ?? '');
  if (!link?.[1]) throw new Error(`no reference link was emailed to ${email}`);
  return link[1];
}

/** The developer names one referee and gets back the token their email carries. */
export async function nameReferee(t: TestApp, developer: Actor, overrides: Record<string, unknown> = {}) {
  const named = referee(overrides);
  const response = await developer.http.put('/api/vetting/references', { references: [named] });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { ...named, token: await referenceTokenFor(t, named.email) };
}
