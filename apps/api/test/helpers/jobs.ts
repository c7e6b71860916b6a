import type { Database, Kysely } from '@talanta/db';
import type { TJob, TMyApplication, TUserRole } from '@talanta/schema';
import { beforeAll, expect } from 'vitest';
import { SESSION_COOKIE } from '../../src/auth/cookie';
import type { TestApp } from './app';
import type { HttpClient } from './http';
import type { TrpcTestClient } from './trpc';
import { type CreatedUser, createUser, signInAs } from './users';

/** Factories of the jobs and applications tests: people, jobs and applications through the API. */

/** Every key of a job in an answer. */
export const JOB_KEYS = [
  'budgetType',
  'category',
  'client',
  'clientId',
  'createdAt',
  'description',
  'experienceLevel',
  'id',
  'isRemote',
  'listedPublicly',
  'location',
  'maxBudget',
  'minBudget',
  'projectLength',
  'projectType',
  'requiredSkills',
  'status',
  'title',
];

/** A valid Post a Job body; tests override one field at a time. */
export function jobPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Build an M-Pesa payments dashboard',
    description: 'We need a developer to build a payments dashboard for our Nairobi shops.',
    requiredSkills: ['React', 'Node.js'],
    projectLength: 'medium-term',
    projectType: 'contract',
    location: 'Remote',
    minBudget: 30,
    maxBudget: 60,
    category: 'Web Development',
    experienceLevel: 'Intermediate',
    ...overrides,
  };
}

/** A valid application from the apply screen; the job-detail form sends only the first two. */
export function applicationPayload(overrides: Record<string, unknown> = {}) {
  return {
    coverLetter: 'I have built three M-Pesa integrations and a React dashboard used daily by 40 shops.',
    proposedRate: 45,
    estimatedHours: 120,
    availableStartDate: '2030-01-15',
    ...overrides,
  };
}

export async function approveDeveloper(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('developerProfiles').set({ isApproved: true }).where('userId', '=', userId).execute();
}

export interface Actor extends CreatedUser {
  http: HttpClient;
}

/** A new user of the role, signed in on their own cookie-jar client; developers approved unless told. */
export async function signedInActor(
  t: TestApp,
  role: TUserRole,
  options: { approved?: boolean; firstName?: string; lastName?: string } = {},
): Promise<Actor> {
  const { approved = true, ...names } = options;
  const created = await createUser(t.db, role, names);
  const http = t.http();
  await signInAs(t.db, http, created.user);
  if (role === 'developer' && approved) await approveDeveloper(t.db, created.user.id);
  return { ...created, http };
}

type ActorSpec = TUserRole | [TUserRole, Parameters<typeof signedInActor>[2]];

/**
 * The actors a test file shares, signed in once before its tests. Each is an object filled in by
 * the file's beforeAll, so the file can destructure them at its top.
 */
export function useActors<const S extends Record<string, ActorSpec>>(
  t: TestApp,
  specs: S,
): { [K in keyof S]: Actor } {
  const actors = Object.fromEntries(Object.keys(specs).map((name) => [name, {} as Actor])) as {
    [K in keyof S]: Actor;
  };
  beforeAll(async () => {
    for (const [name, spec] of Object.entries(specs)) {
      const [role, options] = typeof spec === 'string' ? [spec, undefined] : spec;
      Object.assign(actors[name as keyof S], await signedInActor(t, role, options));
    }
  });
  return actors;
}

/** A tRPC client signed in as the actor (same session store, its own cookie jar). */
export async function trpcAs(t: TestApp, actor: Actor): Promise<TrpcTestClient> {
  const trpc = await t.trpc();
  const token = actor.http.sessionToken;
  if (!token) throw new Error('the actor has no session');
  trpc.cookies.set(SESSION_COOKIE, token);
  return trpc;
}

/** Posts a job over REST as the client and returns it. */
export async function postJob(client: Actor, overrides: Record<string, unknown> = {}): Promise<TJob> {
  const response = await client.http.post('/api/jobs', jobPayload(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** Applies over REST as the developer and returns the application. */
export async function applyTo(
  developer: Actor,
  jobId: number,
  overrides: Record<string, unknown> = {},
): Promise<TMyApplication> {
  const response = await developer.http.post(`/api/jobs/${jobId}/apply`, applicationPayload(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** Moves an application over REST as the job's client (a rejection with a reason, as required). */
export async function moveApplication(client: Actor, applicationId: number, status: string): Promise<void> {
  const reason = status === 'rejected' ? { reason: 'skills_mismatch' } : {};
  const response = await client.http.put(`/api/applications/${applicationId}/status`, { status, ...reason });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}
