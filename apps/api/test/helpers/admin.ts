import type { TVettingDecision, TVettingSubmission } from '@talanta/schema';
import { expect } from 'vitest';
import { VETTING_RECEIVED_SUBJECT } from '../../src/routers/vetting/review-emails';
import type { TestApp } from './app';
import type { HttpClient } from './http';
import type { Actor } from './jobs';
import { uniqueEmail } from './users';

/** Factories of the admin tests: vetting submissions through the real POST /api/developer/apply. */

export const APPLICATION_BIO =
  'Backend engineer in Nairobi building M-Pesa payment integrations for retail and logistics firms.';

export function applicationPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    email: uniqueEmail('applicant'),
    phoneNumber: '+254712345678',
    githubUrl: 'https://github.com/wanjiru',
    linkedinUrl: 'https://www.linkedin.com/in/wanjiru',
    portfolioUrl: 'https://wanjiru.dev',
    areaOfExpertise: 'Backend',
    experienceLevel: '3-5',
    skills: ['Node.js', 'Spring Boot', 'REST APIs', 'Google Cloud', 'Flutter'],
    bio: APPLICATION_BIO,
    projects: [
      {
        name: 'Duka POS',
        description: 'Point of sale for 40 shops with M-Pesa checkout.',
        link: 'https://duka.example',
      },
      { name: 'Route planner', description: 'Delivery routes for a Mombasa logistics firm.' },
    ],
    ...overrides,
  };
}

/** Submits an application as a visitor would and returns its id. */
export async function submitApplication(t: TestApp, overrides: Record<string, unknown> = {}) {
  const payload = applicationPayload(overrides);
  const response = await t.http().post('/api/developer/apply', payload);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.id as number, email: payload.email as string, payload };
}

/** Approves or rejects over REST as the admin, expecting success. */
export async function decide(
  admin: HttpClient,
  id: number,
  decision: 'approve' | 'reject',
): Promise<TVettingSubmission> {
  return (await decisionOf(admin, id, decision)).application;
}

/** The whole answer of a decision: the message, the application and what it did for the person. */
export async function decisionOf(
  admin: HttpClient,
  id: number,
  decision: 'approve' | 'reject',
): Promise<TVettingDecision> {
  const response = await admin.put(`/api/admin/developer-applications/${id}/${decision}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** The emails queued for an address, oldest first. */
export function outboxFor(t: TestApp, email: string) {
  return t.db
    .selectFrom('emailOutbox')
    .select(['toAddress', 'subject', 'bodyText'])
    .where('toAddress', '=', email)
    .orderBy('id')
    .execute();
}

/** The emails queued for an applicant after the receipt every submission gets, oldest first. */
export async function decisionEmailsFor(t: TestApp, email: string) {
  const emails = await outboxFor(t, email);
  return emails.filter((sent) => sent.subject !== VETTING_RECEIVED_SUBJECT);
}

/** The audit rows of an action on a target, oldest first. */
export function auditRowsFor(t: TestApp, action: string, targetId: number | null = null) {
  let query = t.db
    .selectFrom('auditLog')
    .select(['actorId', 'actorEmail', 'action', 'targetType', 'targetId', 'before', 'after', 'createdAt'])
    .where('action', '=', action);
  query = targetId === null ? query : query.where('targetId', '=', targetId);
  return query.orderBy('id').execute();
}

export function notificationsOf(t: TestApp, userId: number) {
  return t.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'link'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** A user's notifications with whether each was read, oldest first. */
export function notificationsReadOf(t: TestApp, userId: number) {
  return t.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'link', 'isRead'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** An application as the admin's list shows it (the list is where its status is read). */
export async function statusOf(admin: Actor, id: number): Promise<TVettingSubmission> {
  const response = await admin.http.get('/api/admin/developer-applications?limit=100');
  const found = (response.body as TVettingSubmission[]).find((application) => application.id === id);
  if (!found) throw new Error(`application ${id} is not listed`);
  return found;
}
