import type { Database, Kysely } from '@talanta/db';
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { Actor } from './jobs';
import { acceptedContract, type OfferWorld, offerWorld } from './offers';

/** Factories of the review tests. */

const DAY_MS = 24 * 60 * 60 * 1000;

export const REVIEW_COMMENT = 'Clear requirements, quick feedback and paid on time.';

/** A client and a developer whose contract has ended (both over REST, as the product does it). */
export async function endedContract(t: TestApp, world?: OfferWorld) {
  const parties = world ?? (await offerWorld(t));
  const { contractId } = await acceptedContract(parties);
  await endContract(parties.client, contractId);
  return { ...parties, contractId };
}

export async function endContract(actor: Actor, contractId: number): Promise<void> {
  const response = await actor.http.put(`/api/contracts/${contractId}/end`, { reason: 'The work is done' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** Posts a review over REST and returns the response (status not asserted). */
export function postReview(actor: Actor, contractId: number, body: Record<string, unknown> = {}) {
  return actor.http.post(`/api/contracts/${contractId}/reviews`, {
    rating: 4.5,
    comment: REVIEW_COMMENT,
    ...body,
  });
}

/** Posts a review and asserts the 201. */
export async function review(actor: Actor, contractId: number, body: Record<string, unknown> = {}) {
  const response = await postReview(actor, contractId, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** Moves a contract's end `days` into the past, as if that time had gone by. */
export async function backdateEnd(db: Kysely<Database>, contractId: number, days: number): Promise<void> {
  await db
    .updateTable('contracts')
    .set({ endedAt: new Date(Date.now() - days * DAY_MS) })
    .where('id', '=', contractId)
    .execute();
}

/** The developer profile id of a developer user (public profile URLs use it). */
export async function profileIdOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('developerProfiles')
    .select('id')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return row.id;
}
