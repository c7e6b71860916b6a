import type { Database, Kysely } from '@talanta/db';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { type Actor, applyTo, signedInActor } from './jobs';
import { makeOffer, offerTerms } from './offers';

/**
 * Factories of the invoice tests. The timesheet API is another part of issue 13, so these write an
 * approved week straight into the test app's database, as that API would leave it.
 */

/** An approved week of `minutes` on a contract (weekStart a Monday); returns the timesheet's id. */
export async function insertApprovedWeek(
  db: Kysely<Database>,
  contractId: number,
  weekStart: string,
  minutes: number,
): Promise<number> {
  const { id } = await db
    .insertInto('timesheets')
    .values({
      contractId,
      weekStart,
      status: 'approved',
      totalMinutes: minutes,
      submittedAt: new Date(),
      approvedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('timesheetEntries')
    .values({ timesheetId: id, workDate: weekStart, minutes, description: 'Work' })
    .execute();
  return id;
}

/** The Monday of the ISO week `weeksAgo` weeks before this one (UTC), 'YYYY-MM-DD'. */
export function mondayWeeksAgo(weeksAgo: number, now = new Date()): string {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday);
  return new Date(monday - weeksAgo * 7 * 86_400_000).toISOString().slice(0, 10);
}

/** A contract between the client and a new approved developer applying to the job, at a rate. */
export async function contractAt(
  t: TestApp,
  client: Actor,
  jobId: number,
  hourlyRate: number,
  names: { firstName: string; lastName: string },
): Promise<{ developer: Actor; contractId: number }> {
  const developer = await signedInActor(t, 'developer', names);
  const application = await applyTo(developer, jobId);
  const offer = await makeOffer(client, offerTerms({ applicationId: application.id, hourlyRate }));
  const accepted = await developer.http.put(`/api/offers/${offer.id}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { developer, contractId: accepted.body.contractId };
}

/** The text of an invoice PDF, read back with poppler's pdftotext (fonts are embedded subsets). */
export { pdfText } from './pdf-text';
