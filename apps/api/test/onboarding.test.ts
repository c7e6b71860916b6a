import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbHandle, deleteExpiredHttpSessions } from '@talanta/db';
import { ERROR_MESSAGES } from '@talanta/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { readEnv } from '../src/env';
import { DRAFT_COOKIE } from '../src/plugins/draft-session';
import { resolveSessionSecret, SESSION_SECRET_FILE } from '../src/plugins/session-secret';
import { type App, createTestApp, type TestApp, useTestApp } from './helpers/app';
import { testConfig } from './helpers/config';
import { HttpClient, type HttpResponse, parseSetCookie } from './helpers/http';
import { trpcError } from './helpers/trpc';
import { uniqueEmail } from './helpers/users';

/**
 * The developer onboarding (spec 001 §2-§5, §7, §8): POST /api/developer/apply with every rule
 * and message of §5, the 409 and 503 of §8, and the wizard's draft kept on the server behind an
 * anonymous session cookie.
 */

const SESSION_SECRET = 'onboarding-test-secret-0123456789abcdef';
const t = useTestApp({ env: { SESSION_SECRET } });

/** The spec's texts (001 §5, §8), written out so that a changed constant fails here too. */
const SPEC = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Invalid email address',
  phoneNumber: 'Phone number must be in Kenyan format (+254XXXXXXXXX)',
  githubUrl: 'Invalid GitHub URL',
  linkedinUrl: 'Invalid LinkedIn URL',
  portfolioUrl: 'Invalid Portfolio URL',
  areaOfExpertise: 'Area of expertise is required',
  experienceLevel: 'Experience level is required',
  skills: 'At least one skill is required',
  bio: 'Bio must be at least 50 characters',
  projectsMax: 'Maximum 3 projects allowed',
  projectName: 'Project name is required',
  projectDescription: 'Project description must be at least 10 characters',
  projectLink: 'Invalid project URL',
  alreadyExists: 'Application already exists',
} as const;

const BIO = 'Backend engineer in Nairobi building M-Pesa payment integrations for retail and logistics.';

function application(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    email: uniqueEmail('apply'),
    phoneNumber: '+254712345678',
    githubUrl: 'https://github.com/wanjiru',
    linkedinUrl: 'https://www.linkedin.com/in/wanjiru',
    portfolioUrl: 'https://wanjiru.dev',
    areaOfExpertise: 'Backend',
    experienceLevel: '3-5',
    skills: ['Node.js', 'PostgreSQL'],
    bio: BIO,
    projects: [
      { name: 'Duka Ledger', description: 'Shop bookkeeping with M-Pesa reconciliation.', link: '' },
    ],
    ...overrides,
  };
}

const apply = (http: HttpClient, body: unknown) => http.post('/api/developer/apply', body);

function draftCookieOf(response: HttpResponse) {
  const header = response.setCookies.find((cookie) => cookie.startsWith(`${DRAFT_COOKIE}=`));
  return header === undefined ? undefined : parseSetCookie(header);
}

async function applicationRow(email: string) {
  return t.db
    .selectFrom('developerApplications')
    .select(['id', 'email', 'phoneNumber', 'portfolioUrl', 'skills', 'projects', 'isApproved', 'resumeUrl'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

const getDraft = (http: HttpClient) => http.get('/trpc/onboarding.getDraft');
const saveDraft = (http: HttpClient, draft: unknown) => http.post('/trpc/onboarding.saveDraft', draft);

describe('POST /api/developer/apply validates with every rule of spec 001 §5', () => {
  it('an empty payload lists every required rule, the first as the message', async () => {
    const response = await apply(t.http(), {});
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(response.body.message).toBe(SPEC.firstName);
    expect(response.body.issues).toEqual([
      { path: 'firstName', message: SPEC.firstName },
      { path: 'lastName', message: SPEC.lastName },
      { path: 'email', message: SPEC.email },
      { path: 'githubUrl', message: SPEC.githubUrl },
      { path: 'linkedinUrl', message: SPEC.linkedinUrl },
      { path: 'areaOfExpertise', message: SPEC.areaOfExpertise },
      { path: 'experienceLevel', message: SPEC.experienceLevel },
      { path: 'skills', message: SPEC.skills },
      { path: 'bio', message: SPEC.bio },
      { path: 'projects', message: 'At least one project is required' },
    ]);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a one-letter first name', { firstName: 'W' }, 'firstName', SPEC.firstName],
    ['a first name of spaces', { firstName: '   ' }, 'firstName', SPEC.firstName],
    ['a one-letter last name', { lastName: 'K' }, 'lastName', SPEC.lastName],
    ['an invalid email', { email: 'wanjiru@' }, 'email', SPEC.email],
    ['a phone without +254', { phoneNumber: '0712345678' }, 'phoneNumber', SPEC.phoneNumber],
    ['a phone one digit short', { phoneNumber: '+25471234567' }, 'phoneNumber', SPEC.phoneNumber],
    ['a GitHub URL without a scheme', { githubUrl: 'github.com/wanjiru' }, 'githubUrl', SPEC.githubUrl],
    ['a missing GitHub URL', { githubUrl: '' }, 'githubUrl', SPEC.githubUrl],
    ['an invalid LinkedIn URL', { linkedinUrl: 'linkedin' }, 'linkedinUrl', SPEC.linkedinUrl],
    ['a non-http portfolio', { portfolioUrl: 'ftp://wanjiru.dev' }, 'portfolioUrl', SPEC.portfolioUrl],
    ['no area of expertise', { areaOfExpertise: '' }, 'areaOfExpertise', SPEC.areaOfExpertise],
    ['an unknown area', { areaOfExpertise: 'Designer' }, 'areaOfExpertise', SPEC.areaOfExpertise],
    ['no experience level', { experienceLevel: '' }, 'experienceLevel', SPEC.experienceLevel],
    ['an unknown level', { experienceLevel: '10+' }, 'experienceLevel', SPEC.experienceLevel],
    ['no skills', { skills: [] }, 'skills', SPEC.skills],
    ['a 49-character bio', { bio: 'x'.repeat(49) }, 'bio', SPEC.bio],
    [
      'four projects',
      {
        projects: Array.from({ length: 4 }, (_, i) => ({ name: `P${i}`, description: 'Ten chars or more' })),
      },
      'projects',
      SPEC.projectsMax,
    ],
    [
      'a project without a name',
      { projects: [{ name: '', description: 'A description long enough' }] },
      'projects.0.name',
      SPEC.projectName,
    ],
    [
      'a 9-character project description',
      { projects: [{ name: 'Duka', description: '123456789' }] },
      'projects.0.description',
      SPEC.projectDescription,
    ],
    [
      'an invalid project link',
      { projects: [{ name: 'Duka', description: 'A description long enough', link: 'duka' }] },
      'projects.0.link',
      SPEC.projectLink,
    ],
  ];

  it.each(cases)('refuses %s with its message', async (_label, overrides, path, message) => {
    const response = await apply(t.http(), application(overrides));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.issues).toEqual([{ path, message }]);
  });

  it('refuses a skill outside the 35 of the list', async () => {
    const response = await apply(t.http(), application({ skills: ['React', 'COBOL'] }));
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: 'skills.1', message: 'Choose your skills from the list' }]);
  });

  it('answers through tRPC with the same message', async () => {
    const browser = await t.trpc();
    const error = await trpcError(
      browser.client.onboarding.submitApplication.mutate(application({ bio: 'Too short' }) as never),
    );
    expect(error.data?.httpStatus).toBe(400);
    expect(error.message).toBe(SPEC.bio);
  });
});

describe('a valid application', () => {
  it('is stored as pending and answers 201 with its id and a message', async () => {
    const payload = application({ email: `  ${uniqueEmail('Stored').toUpperCase()} ` });
    const response = await apply(t.http(), payload);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), message: 'Application received' });

    const email = String(payload.email).trim().toLowerCase();
    const row = await applicationRow(email);
    expect(row).toEqual({
      id: response.body.id,
      email,
      phoneNumber: '+254712345678',
      portfolioUrl: 'https://wanjiru.dev',
      skills: ['Node.js', 'PostgreSQL'],
      projects: [
        { name: 'Duka Ledger', description: 'Shop bookkeeping with M-Pesa reconciliation.', link: null },
      ],
      isApproved: null,
      resumeUrl: null,
    });
  });

  it('takes phone and portfolio as optional (empty or absent means none)', async () => {
    const payload = application({ phoneNumber: '', portfolioUrl: undefined });
    expect((await apply(t.http(), payload)).status).toBe(201);
    expect(await applicationRow(String(payload.email))).toMatchObject({
      phoneNumber: null,
      portfolioUrl: null,
    });
  });

  it('stores only the complete projects: untouched rows are dropped', async () => {
    const payload = application({
      projects: [
        { name: '', description: '', link: '' },
        {
          name: 'Matatu Tracker',
          description: 'Live matatu positions for commuters.',
          link: 'https://m.example',
        },
        { name: '  ', description: ' ' },
      ],
    });
    expect((await apply(t.http(), payload)).status).toBe(201);
    const row = await applicationRow(String(payload.email));
    expect(row?.projects).toEqual([
      {
        name: 'Matatu Tracker',
        description: 'Live matatu positions for commuters.',
        link: 'https://m.example',
      },
    ]);
  });

  it('takes up to three projects', async () => {
    const projects = Array.from({ length: 3 }, (_, i) => ({
      name: `Project ${i}`,
      description: 'Ten chars or more',
    }));
    const payload = application({ projects });
    expect((await apply(t.http(), payload)).status).toBe(201);
    expect((await applicationRow(String(payload.email)))?.projects).toHaveLength(3);
  });
});

describe('one application per email', () => {
  it('a second application with the same email gets 409 "Application already exists"', async () => {
    const email = uniqueEmail('twice');
    expect((await apply(t.http(), application({ email }))).status).toBe(201);
    const again = await apply(t.http(), application({ email, firstName: 'Another' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: SPEC.alreadyExists, code: 'CONFLICT' });
  });

  it('whatever the case of the email', async () => {
    const email = uniqueEmail('case');
    expect((await apply(t.http(), application({ email }))).status).toBe(201);
    const again = await apply(t.http(), application({ email: email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SPEC.alreadyExists);
    const count = await t.db
      .selectFrom('developerApplications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(1);
  });

  it('answers CONFLICT through tRPC too', async () => {
    const email = uniqueEmail('trpc');
    const browser = await t.trpc();
    await browser.client.onboarding.submitApplication.mutate(application({ email }) as never);
    const error = await trpcError(
      browser.client.onboarding.submitApplication.mutate(application({ email }) as never),
    );
    expect(error.data?.code).toBe('CONFLICT');
    expect(error.data?.httpStatus).toBe(409);
    expect(error.message).toBe(SPEC.alreadyExists);
  });
});

describe('abuse protection', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      database: t.database,
      env: { SESSION_SECRET, RATE_LIMIT_AUTH_PER_EMAIL: '2', RATE_LIMIT_AUTH_PER_IP: '4' },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('limits attempts per email, then per IP, with 429 and Retry-After', async () => {
    const email = uniqueEmail('flood');
    const http = limited.http({ remoteAddress: '10.20.0.1' });
    expect((await apply(http, application({ email }))).status).toBe(201);
    expect((await apply(http, application({ email }))).status).toBe(409);
    const third = await apply(http, application({ email: email.toUpperCase() }));
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(ERROR_MESSAGES.tooManyRequests);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    expect((await apply(http, application())).status).toBe(201);
    const fifth = await apply(http, application());
    expect(fifth.status).toBe(429);
    // Another address is not affected.
    expect((await apply(limited.http({ remoteAddress: '10.20.0.2' }), application())).status).toBe(201);
  });

  it('limits how many drafts one IP may start', async () => {
    const address = '10.30.0.1';
    for (let started = 1; started <= 4; started++) {
      const response = await saveDraft(limited.http({ remoteAddress: address }), { step: 1, data: {} });
      expect(response.status, `draft ${started}`).toBe(200);
    }
    const refused = await saveDraft(limited.http({ remoteAddress: address }), { step: 1, data: {} });
    expect(refused.status).toBe(429);
    expect(draftCookieOf(refused)).toBeUndefined();
  });
});

describe('the draft: progress is not lost', () => {
  const draft = {
    step: 3,
    data: {
      firstName: 'Achieng',
      lastName: 'Odhiambo',
      email: 'achieng@example',
      githubUrl: 'https://github.com/achieng',
      skills: ['React', 'TypeScript'],
      bio: 'Half a bio',
      projects: [{ name: 'Soko', description: '', link: '' }],
    },
  };

  it('a visitor without a draft gets null, and no cookie is set by reading', async () => {
    const http = t.http();
    const response = await getDraft(http);
    expect(response.status).toBe(200);
    expect(response.body.result.data).toBeNull();
    expect(draftCookieOf(response)).toBeUndefined();
    expect(draftCookieOf(await http.get('/api/health'))).toBeUndefined();
  });

  it('saving sets an httpOnly, SameSite=Lax session cookie for 30 days; the same browser reads it back', async () => {
    const http = t.http();
    const saved = await saveDraft(http, draft);
    expect(saved.status).toBe(200);
    expect(saved.body.result.data.savedAt).toEqual(expect.any(String));
    const cookie = draftCookieOf(saved);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')).toBe('Lax');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.has('secure')).toBe(false);
    const days = ((cookie?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const read = await getDraft(http);
    expect(read.body.result.data).toEqual(draft);
    // Reading neither re-sends the cookie nor touches other responses.
    expect(read.setCookies).toEqual([]);
    expect((await http.get('/api/openapi.json')).setCookies).toEqual([]);
  });

  it('is private to its browser: a client without the cookie sees nothing', async () => {
    const owner = t.http();
    await saveDraft(owner, draft);
    expect((await getDraft(t.http())).body.result.data).toBeNull();
    // A forged cookie is no way in either.
    const forger = t.http();
    forger.cookies.set(DRAFT_COOKIE, `${owner.cookies.get(DRAFT_COOKIE)?.split('.')[0]}.forged`);
    expect((await getDraft(forger)).body.result.data).toBeNull();
  });

  it('a later save replaces the draft in the same session row', async () => {
    const http = t.http();
    await saveDraft(http, draft);
    const sessionsBefore = await countSessions();
    const next = { step: 4, data: { ...draft.data, bio: BIO } };
    expect((await saveDraft(http, next)).status).toBe(200);
    expect((await getDraft(http)).body.result.data).toEqual(next);
    expect(await countSessions()).toBe(sessionsBefore);
  });

  it('checks only types and lengths: incomplete is fine, oversized or malformed is not', async () => {
    const http = t.http();
    expect((await saveDraft(http, { step: 1, data: { firstName: 'A' } })).status).toBe(200);
    for (const bad of [
      { step: 6, data: {} },
      { step: 0, data: {} },
      { step: 2, data: { bio: 'x'.repeat(5001) } },
      { step: 2, data: { firstName: 42 } },
      { step: 4, data: { projects: Array.from({ length: 4 }, () => ({ name: 'x' })) } },
      { step: 3, data: { skills: Array.from({ length: 36 }, (_, i) => `skill ${i}`) } },
    ]) {
      const response = await saveDraft(http, bad);
      expect(response.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await getDraft(http)).body.result.data).toEqual({ step: 1, data: { firstName: 'A' } });
  });

  it('works through the tRPC client with its cookie jar', async () => {
    const browser = await t.trpc();
    expect(await browser.client.onboarding.getDraft.query()).toBeNull();
    await browser.client.onboarding.saveDraft.mutate({ step: 2, data: { firstName: 'Ravi' } });
    expect(browser.cookies.get(DRAFT_COOKIE)).toBeTruthy();
    expect(await browser.client.onboarding.getDraft.query()).toEqual({
      step: 2,
      data: { firstName: 'Ravi' },
    });
  });

  it('survives a restart: a new app instance on the same database reads it', async () => {
    const http = t.http();
    await saveDraft(http, draft);
    const restarted = await createTestApp({ database: t.database, env: { SESSION_SECRET } });
    try {
      const sameBrowser = restarted.http();
      for (const [name, value] of http.cookies) sameBrowser.cookies.set(name, value);
      expect((await getDraft(sameBrowser)).body.result.data).toEqual(draft);
      // Both instances share it: a save on one is read on the other.
      await saveDraft(sameBrowser, { ...draft, step: 5 });
      expect((await getDraft(http)).body.result.data.step).toBe(5);
    } finally {
      await restarted.close();
    }
  });

  it('is cleared by a successful application, cookie included', async () => {
    const http = t.http();
    await saveDraft(http, draft);
    const sid = await sessionIdOf(http);
    expect(sid).toBeDefined();

    const response = await apply(http, application());
    expect(response.status).toBe(201);
    const cleared = draftCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(http.cookies.has(DRAFT_COOKIE)).toBe(false);
    expect(
      await t.db.selectFrom('httpSessions').select('sid').where('sid', '=', String(sid)).execute(),
    ).toEqual([]);
    expect((await getDraft(http)).body.result.data).toBeNull();
  });

  it('is kept when the application is refused', async () => {
    const http = t.http();
    await saveDraft(http, draft);
    expect((await apply(http, application({ bio: 'short' }))).status).toBe(400);
    expect((await getDraft(http)).body.result.data).toEqual(draft);
  });

  it('expires: an expired draft reads as null and housekeeping deletes it', async () => {
    const http = t.http();
    await saveDraft(http, draft);
    const sid = String(await sessionIdOf(http));
    await t.db
      .updateTable('httpSessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('sid', '=', sid)
      .execute();
    expect((await getDraft(http)).body.result.data).toBeNull();
    expect(await deleteExpiredHttpSessions(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('httpSessions').select('sid').where('sid', '=', sid).execute()).toEqual([]);
  });

  async function countSessions(): Promise<number> {
    const row = await t.db
      .selectFrom('httpSessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The session id inside the signed cookie value (`<id>.<signature>`). */
  async function sessionIdOf(http: HttpClient): Promise<string | undefined> {
    const value = decodeURIComponent(http.cookies.get(DRAFT_COOKIE) ?? '');
    const id = value.slice(0, value.lastIndexOf('.'));
    const row = await t.db.selectFrom('httpSessions').select('sid').where('sid', '=', id).executeTakeFirst();
    return row?.sid;
  }
});

describe('the session secret', () => {
  it('is generated once into DATA_DIR/session-secret (0600) when SESSION_SECRET is unset', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talanta-secret-'));
    try {
      const first = resolveSessionSecret({ sessionSecret: null, dataDir });
      expect(first.length).toBeGreaterThanOrEqual(32);
      const file = join(dataDir, SESSION_SECRET_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(resolveSessionSecret({ sessionSecret: null, dataDir })).toBe(first);
      expect(resolveSessionSecret({ sessionSecret: SESSION_SECRET, dataDir })).toBe(SESSION_SECRET);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is required in production and must be 32 characters or more', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => readEnv({ NODE_ENV: 'production', SESSION_SECRET: 'too-short' })).toThrow(/32 characters/);
    expect(readEnv({ NODE_ENV: 'production', SESSION_SECRET }).SESSION_SECRET).toBe(SESSION_SECRET);
    expect(readEnv({ NODE_ENV: 'development' }).SESSION_SECRET).toBeUndefined();
  });
});

describe('with the database unreachable', () => {
  let app: App;
  let database: DbHandle;
  beforeAll(async () => {
    const env = readEnv({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      DB_CONNECT_TIMEOUT_MS: '500',
    });
    database = await createDb({
      databaseUrl: env.DATABASE_URL,
      connectionTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      onIdleError: () => {},
    });
    app = await buildApp({ database, config: testConfig({ SESSION_SECRET }), logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  function expectUnavailable(response: { status: number; body: { message?: string } }) {
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(ERROR_MESSAGES.databaseUnavailable);
  }

  it('POST /api/developer/apply answers 503 "Database temporarily unavailable"', async () => {
    const response = await apply(new HttpClient(app), application());
    expectUnavailable(response);
    expect(response.body.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers 503 through tRPC as well', async () => {
    const response = await new HttpClient(app).post('/trpc/onboarding.submitApplication', application());
    expect(response.status).toBe(503);
    expect(response.body.error.message).toBe(ERROR_MESSAGES.databaseUnavailable);
  });

  it('a browser with a draft gets 503 for it and keeps its cookie', async () => {
    // The cookie comes from the working app (same secret): a real browser's draft.
    const owner = t.http();
    await saveDraft(owner, { step: 2, data: { firstName: 'Kofi' } });
    const browser = new HttpClient(app);
    for (const [name, value] of owner.cookies) browser.cookies.set(name, value);

    const read = await getDraft(browser);
    expect(read.status).toBe(503);
    expect(read.body.error.message).toBe(ERROR_MESSAGES.databaseUnavailable);
    expect(read.setCookies).toEqual([]);
    const save = await saveDraft(browser, { step: 2, data: { firstName: 'Kofi' } });
    expect(save.status).toBe(503);
    expect(save.setCookies).toEqual([]);
    // A visitor without a draft cannot start one either, and gets no cookie.
    const fresh = await saveDraft(new HttpClient(app), { step: 1, data: { firstName: 'Kofi' } });
    expect(fresh.status).toBe(503);
    expect(fresh.body.error.message).toBe(ERROR_MESSAGES.databaseUnavailable);
    expect(fresh.setCookies).toEqual([]);
    // Paths that need no database are not held up by the draft cookie.
    expect((await browser.get('/api/openapi.json')).status).toBe(200);
  });
});
