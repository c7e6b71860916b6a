import type { Database, Kysely } from '@talanta/db';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { type Actor, applyTo, postJob, signedInActor } from './jobs';

/** Factories and readers of the offer and contract tests. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC date `days` from today, 'YYYY-MM-DD'. */
export function dateIn(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

export interface OfferWorld {
  client: Actor;
  developer: Actor;
  jobId: number;
  applicationId: number;
}

/** A client with a job, and an approved developer who applied to it. */
export async function offerWorld(t: TestApp): Promise<OfferWorld> {
  const client = await signedInActor(t, 'client', { firstName: 'Sarah', lastName: 'Collins' });
  const developer = await signedInActor(t, 'developer', { firstName: 'Priya', lastName: 'Sharma' });
  const job = await postJob(client);
  const application = await applyTo(developer, job.id);
  return { client, developer, jobId: job.id, applicationId: application.id };
}

/** Valid offer terms; tests override one field at a time. */
export function offerTerms(overrides: Record<string, unknown> = {}) {
  return {
    hourlyRate: 45.5,
    weeklyHourLimit: 30,
    startDate: dateIn(7),
    message: 'Welcome aboard',
    ...overrides,
  };
}

/** Makes an offer over REST and returns it (201 asserted). */
export async function makeOffer(client: Actor, body: Record<string, unknown>) {
  const response = await client.http.post('/api/offers', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** An offer from the world's application, accepted by its developer: returns the contract's id. */
export async function acceptedContract(world: OfferWorld): Promise<{ offerId: number; contractId: number }> {
  const offer = await makeOffer(world.client, offerTerms({ applicationId: world.applicationId }));
  const response = await world.developer.http.put(`/api/offers/${offer.id}/accept`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { offerId: offer.id, contractId: response.body.contractId };
}

/** The outbox emails to an address, newest first. */
export function emailsTo(db: Kysely<Database>, address: string) {
  return db
    .selectFrom('emailOutbox')
    .select(['subject', 'bodyText'])
    .where('toAddress', '=', address)
    .orderBy('id', 'desc')
    .execute();
}

/** The notifications of a user, newest first. */
export function noticesOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'link'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}
