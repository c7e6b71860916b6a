import { type APIRequestContext, expect, type Page, type Route, request, test } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './constants';
import { createAccount, newUser, type TestUser } from './users';

/** The server of this run (the config's baseURL), for request contexts made outside a fixture. */
function baseURL(): string {
  return test.info().project.use.baseURL ?? E2E_BASE_URL;
}

/** A tRPC answer's data, failing the test on any other answer. */
export async function trpcData<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** A word no other test uses, so searches find only this test's developers. */
export function uniqueToken(prefix = 'zq'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export interface ProfileFields {
  title: string;
  bio: string;
  skills: string[];
  hourlyRate: number;
  yearsOfExperience: number;
  availability: 'full-time' | 'part-time' | 'contract';
  location: string;
  githubUrl?: string;
  linkedinUrl?: string;
  portfolioUrl?: string;
}

export interface SeededDeveloper {
  user: TestUser;
  profileId: number;
  api: APIRequestContext;
}

/**
 * A new developer with a filled profile (through the API, as the profile page saves it), approved
 * by the e2e admin unless `approved` is false. The returned context stays signed in as them.
 */
export async function seedDeveloper(
  fields: ProfileFields,
  options: { firstName?: string; lastName?: string; approved?: boolean; verified?: boolean } = {},
): Promise<SeededDeveloper> {
  const user = { ...newUser('developer'), ...(options.firstName && { firstName: options.firstName }) };
  if (options.lastName) user.lastName = options.lastName;
  const api = await request.newContext({ baseURL: baseURL() });
  await createAccount(api, user);
  const saved = await api.put('/api/developers/profile', {
    data: { githubUrl: '', linkedinUrl: '', portfolioUrl: '', ...fields },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const profileId = ((await saved.json()) as { id: number }).id;
  if (options.approved !== false) await approveProfile(api, profileId);
  if (options.verified) await verifyProfile(profileId);
  return { user, profileId, api };
}

/** Marks a profile's identity checked, as a super admin does (the landing page ranks those first). */
async function verifyProfile(profileId: number): Promise<void> {
  const admin = await request.newContext({ baseURL: baseURL() });
  try {
    await trpcData(await admin.post('/trpc/auth.login', { data: E2E_ADMIN }));
    const verified = await admin.put(`/api/super-admin/developers/${profileId}/status`, {
      data: { isVerified: true },
    });
    expect(verified.ok(), await verified.text()).toBe(true);
  } finally {
    await admin.dispose();
  }
}

/**
 * Approves a developer profile the way an admin does (vetting.approveDeveloper, audited, as the e2e
 * admin), then the developer reads the approval notice, so a test starts with a quiet bell.
 */
export async function approveProfile(developer: APIRequestContext, profileId: number): Promise<void> {
  const admin = await request.newContext({ baseURL: baseURL() });
  try {
    await trpcData(await admin.post('/trpc/auth.login', { data: E2E_ADMIN }));
    await trpcData(await admin.post('/trpc/vetting.approveDeveloper', { data: { id: profileId } }));
  } finally {
    await admin.dispose();
  }
  await trpcData(await developer.post('/trpc/notification.markAllRead', { data: {} }));
}

/**
 * Answers procedures of the web app's batched tRPC calls with the given data, and lets the server
 * answer the others of the same batch (their positions follow the comma-separated names in the
 * path). One route for all of them: a batch asking for two is answered by one handler.
 */
export async function answerProcedures(page: Page, answers: Record<string, unknown>): Promise<void> {
  const namesOf = (url: URL) => url.pathname.split('/')[2]?.split(',') ?? [];
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && namesOf(url).some((name) => name in answers),
    async (route: Route) => {
      const names = namesOf(new URL(route.request().url()));
      const response = await route.fetch();
      const body = (await response.json()) as unknown[];
      names.forEach((name, index) => {
        if (name in answers) body[index] = { result: { data: answers[name] } };
      });
      await route.fulfill({ response, json: body });
    },
  );
}

/** Answers one procedure of the web app's batched tRPC calls with `data` (see answerProcedures). */
export function answerProcedure(page: Page, procedure: string, data: unknown): Promise<void> {
  return answerProcedures(page, { [procedure]: data });
}

/**
 * Fails one procedure of the web app's batched tRPC calls with a server error, and lets the server
 * answer the others of the same batch, as a server error in one procedure does (a route's texts
 * often come in the same batch as its data).
 */
export async function failProcedure(page: Page, procedure: string): Promise<void> {
  const namesOf = (url: URL) => url.pathname.split('/')[2]?.split(',') ?? [];
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && namesOf(url).includes(procedure),
    async (route: Route) => {
      const names = namesOf(new URL(route.request().url()));
      const response = await route.fetch();
      const body = (await response.json()) as unknown[];
      names.forEach((name, index) => {
        if (name === procedure)
          body[index] = {
            error: {
              message: 'Something went wrong',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
            },
          };
      });
      // tRPC's status: the error's own when it is the batch's only call, else Multi-Status.
      await route.fulfill({ response, status: names.length === 1 ? 500 : 207, json: body });
    },
  );
}
