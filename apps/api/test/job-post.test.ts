import { ERROR_MESSAGES, JOB_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { expectInvalid } from './helpers/http';
import { JOB_KEYS, jobPayload, postJob, trpcAs, useActors } from './helpers/jobs';
import { trpcError } from './helpers/trpc';

/** Posting a job (POST /api/jobs): every rule in the spec's order, who may post, and tRPC. */

const t = useTestApp();

/** The spec's texts (000 §5) and ours, written out so that a changed constant fails here too. */
const SPEC = {
  title: 'Title must be at least 5 characters',
  description: 'Description must be at least 20 characters',
  minBudget: 'Minimum budget is required',
  maxBudget: 'Maximum budget is required',
} as const;

const { client, otherClient, developer, admin } = useActors(t, {
  client: ['client', { firstName: 'Wanjiku', lastName: 'Kamau' }],
  otherClient: 'client',
  developer: 'developer',
  admin: 'admin',
});

describe('POST /api/jobs', () => {
  it('lets a client post a job: 201 with the whole job, open, hourly by default', async () => {
    const response = await client.http.post('/api/jobs', jobPayload());
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(JOB_KEYS);
    expect(response.body).toEqual({
      id: expect.any(Number),
      title: 'Build an M-Pesa payments dashboard',
      description: 'We need a developer to build a payments dashboard for our Nairobi shops.',
      requiredSkills: ['React', 'Node.js'],
      projectLength: 'medium-term',
      projectType: 'contract',
      location: 'Remote',
      isRemote: true,
      minBudget: 30,
      maxBudget: 60,
      budgetType: 'hourly',
      category: 'Web Development',
      experienceLevel: 'Intermediate',
      status: 'open',
      listedPublicly: true,
      clientId: client.user.id,
      client: { id: client.user.id, firstName: 'Wanjiku', lastName: 'Kamau', companyName: null },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const row = await t.db
      .selectFrom('jobs')
      .select(['clientId', 'status', 'budgetType', 'requiredSkills'])
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      clientId: client.user.id,
      status: 'open',
      budgetType: 'hourly',
      requiredSkills: ['React', 'Node.js'],
    });
  });

  it('names the company from the client profile and reads a non-remote location', async () => {
    await t.db
      .updateTable('clientProfiles')
      .set({ companyName: 'Kilima Shamba Ltd' })
      .where('userId', '=', otherClient.user.id)
      .execute();
    const job = await postJob(otherClient, { location: 'Mombasa', budgetType: 'fixed' });
    expect(job.client.companyName).toBe('Kilima Shamba Ltd');
    expect(job.isRemote).toBe(false);
    expect(job.budgetType).toBe('fixed');
  });

  it('accepts the skillsRequired spelling and tidies the skills (trimmed, blanks and repeats dropped)', async () => {
    const { requiredSkills: _ignored, ...payload } = jobPayload();
    const response = await client.http.post('/api/jobs', {
      ...payload,
      skillsRequired: [' TypeScript ', 'typescript', '', 'GraphQL'],
    });
    expect(response.status).toBe(201);
    expect(response.body.requiredSkills).toEqual(['TypeScript', 'GraphQL']);
  });

  it('coerces budgets sent as text, as form inputs do', async () => {
    const job = await postJob(client, { minBudget: '25', maxBudget: '25' });
    expect(job.minBudget).toBe(25);
    expect(job.maxBudget).toBe(25);
  });

  const rules: [field: string, value: unknown, message: string][] = [
    ['title', 'Abcd', SPEC.title],
    ['title', '    Abcd    ', SPEC.title],
    ['title', 'x'.repeat(201), JOB_MESSAGES.titleMax],
    ['description', 'x'.repeat(19), SPEC.description],
    ['requiredSkills', [], 'Add at least one required skill'],
    ['requiredSkills', ['  ', ''], 'Add at least one required skill'],
    ['requiredSkills', undefined, 'Add at least one required skill'],
    ['requiredSkills', 'React', 'Add at least one required skill'],
    ['projectLength', 'forever', 'Project length is required'],
    ['projectLength', undefined, 'Project length is required'],
    ['projectType', 'freelance', 'Project type is required'],
    ['location', '   ', 'Location is required'],
    ['minBudget', 0, SPEC.minBudget],
    ['minBudget', '', SPEC.minBudget],
    ['minBudget', undefined, SPEC.minBudget],
    ['maxBudget', 0.5, SPEC.maxBudget],
    ['maxBudget', 'lots', SPEC.maxBudget],
    ['budgetType', 'weekly', 'Budget type must be hourly or fixed'],
    ['category', 'Cooking', 'Category is required'],
    ['category', undefined, 'Category is required'],
    ['experienceLevel', 'Guru', 'Experience level is required'],
  ];
  it.each(rules)('refuses %s = %j with its message', async (field, value, message) => {
    const response = await client.http.post('/api/jobs', jobPayload({ [field]: value }));
    expectInvalid(response, message, field);
  });

  it('reports the first failing rule in the spec order, and every failing field in issues', async () => {
    const response = await client.http.post('/api/jobs', {});
    expectInvalid(response, SPEC.title);
    expect(response.body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'title',
      'description',
      'requiredSkills',
      'projectLength',
      'projectType',
      'location',
      'minBudget',
      'maxBudget',
      'category',
      'experienceLevel',
    ]);
    const later = await client.http.post('/api/jobs', jobPayload({ description: 'short', maxBudget: 0 }));
    expectInvalid(later, SPEC.description);
  });

  it('refuses a maximum budget below the minimum (equal is fine)', async () => {
    const response = await client.http.post('/api/jobs', jobPayload({ minBudget: 50, maxBudget: 40 }));
    expectInvalid(response, 'Maximum budget must be at least the minimum budget', 'maxBudget');
    expect((await client.http.post('/api/jobs', jobPayload({ minBudget: 50, maxBudget: 50 }))).status).toBe(
      201,
    );
  });

  it('is for clients only: a visitor gets 401, a developer and an admin 403, and nothing is stored', async () => {
    const before = await t.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const visitor = await t.http().post('/api/jobs', jobPayload());
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: ERROR_MESSAGES.notSignedIn, code: 'UNAUTHORIZED' });
    for (const actor of [developer, admin]) {
      const response = await actor.http.post('/api/jobs', jobPayload());
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    }
    const after = await t.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('works through the tRPC client with the same rules', async () => {
    const trpc = await trpcAs(t, client);
    const job = await trpc.client.job.create.mutate({ ...jobPayload(), projectType: 'part-time' } as never);
    expect(job).toMatchObject({ projectType: 'part-time', clientId: client.user.id, status: 'open' });
    const error = await trpcError(trpc.client.job.create.mutate({ ...jobPayload(), title: 'Tiny' } as never));
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(SPEC.title);
  });
});
