import type { Database, EmailAttachment, Kysely } from '@talanta/db';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { type Actor, applyTo, postJob, signedInActor } from './jobs';

/** Factories and readers of the interview tests. */

const HOUR_MS = 60 * 60_000;

/** A slot starting `hours` from now, whole minutes, written with a +03:00 offset (Nairobi). */
export function slotIn(hours: number, durationMinutes = 30) {
  const start = new Date(Math.floor((Date.now() + hours * HOUR_MS) / 60_000) * 60_000);
  const nairobi = new Date(start.getTime() + 3 * HOUR_MS).toISOString().slice(0, 19);
  return { startsAt: `${nairobi}+03:00`, durationMinutes, instant: start.toISOString() };
}

/** The body of a propose or reschedule call (without the test-only `instant`). */
export const slotsBody = (...slots: ReturnType<typeof slotIn>[]) =>
  slots.map(({ startsAt, durationMinutes }) => ({ startsAt, durationMinutes }));

export interface InterviewWorld {
  client: Actor;
  developer: Actor;
  jobId: number;
  applicationId: number;
}

/** A client with a job, and an approved developer who applied to it. */
export async function interviewWorld(t: TestApp): Promise<InterviewWorld> {
  const client = await signedInActor(t, 'client', { firstName: 'Sarah', lastName: 'Collins' });
  const developer = await signedInActor(t, 'developer', { firstName: 'Priya', lastName: 'Sharma' });
  const job = await postJob(client);
  const application = await applyTo(developer, job.id);
  return { client, developer, jobId: job.id, applicationId: application.id };
}

/** Proposes over REST and returns the interview (201 asserted). */
export async function proposeInterview(client: Actor, applicationId: number, body: Record<string, unknown>) {
  const response = await client.http.post(`/api/applications/${applicationId}/interviews`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** The outbox emails to an address, oldest first, with their attachments. */
export function emailsTo(db: Kysely<Database>, address: string) {
  return db
    .selectFrom('emailOutbox')
    .select(['id', 'subject', 'bodyText', 'attachments'])
    .where('toAddress', '=', address)
    .orderBy('id')
    .execute();
}

/** The one .ics of an email, with its content type. */
export function icsOf(email: { attachments: EmailAttachment[] | null }): EmailAttachment {
  const files = email.attachments ?? [];
  expect(files.map((file) => file.filename)).toEqual(['interview.ics']);
  return files[0]!;
}

/** The notifications of a user, newest first. */
export function notificationsOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('notifications')
    .select(['title', 'message', 'link'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}
