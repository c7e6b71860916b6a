import { ERROR_MESSAGES } from '@talanta/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { trpcError } from './helpers/trpc';
import { uniqueEmail } from './helpers/users';
import { application, apply, draftCookieOf, saveDraft } from './helpers/vetting';

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
  phoneNumber: 'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
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

async function applicationRow(email: string) {
  return t.db
    .selectFrom('vettingSubmissions')
    .select(['id', 'email', 'phoneNumber', 'portfolioUrl', 'skills', 'projects', 'isApproved', 'resumeUrl'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

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
      browser.client.vetting.submit.mutate(application({ bio: 'Too short' }) as never),
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
      .selectFrom('vettingSubmissions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(1);
  });

  it('answers CONFLICT through tRPC too', async () => {
    const email = uniqueEmail('trpc');
    const browser = await t.trpc();
    await browser.client.vetting.submit.mutate(application({ email }) as never);
    const error = await trpcError(browser.client.vetting.submit.mutate(application({ email }) as never));
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
