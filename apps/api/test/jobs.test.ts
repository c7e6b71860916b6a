import { ERROR_MESSAGES, JOB_MESSAGES, type TJob } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import type { HttpResponse } from './helpers/http';
import {
  type Actor,
  applyTo,
  jobPayload,
  moveApplication,
  postJob,
  signedInActor,
  trpcAs,
} from './helpers/jobs';
import { trpcError } from './helpers/trpc';

const t = useTestApp();

/** The spec's texts (000 §5) and ours, written out so that a changed constant fails here too. */
const SPEC = {
  title: 'Title must be at least 5 characters',
  description: 'Description must be at least 20 characters',
  minBudget: 'Minimum budget is required',
  maxBudget: 'Maximum budget is required',
} as const;

const JOB_KEYS = [
  'budgetType',
  'category',
  'client',
  'clientId',
  'createdAt',
  'description',
  'experienceLevel',
  'id',
  'isRemote',
  'location',
  'maxBudget',
  'minBudget',
  'projectLength',
  'projectType',
  'requiredSkills',
  'status',
  'title',
];

let client: Actor;
let otherClient: Actor;
let developer: Actor;
let admin: Actor;
beforeAll(async () => {
  client = await signedInActor(t, 'client', { firstName: 'Wanjiku', lastName: 'Kamau' });
  otherClient = await signedInActor(t, 'client');
  developer = await signedInActor(t, 'developer');
  admin = await signedInActor(t, 'admin');
});

function expectInvalid(response: HttpResponse, message: string, path?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.code).toBe('BAD_REQUEST');
  expect(response.body.message).toBe(message);
  if (path !== undefined) expect(response.body.issues).toContainEqual({ path, message });
}

/** Jobs written straight to the database, for list tests that need many rows and fixed times. */
async function seedJobs<const T extends readonly Record<string, unknown>[]>(
  rows: T,
  clientId = client.user.id,
): Promise<{ [K in keyof T]: number }> {
  const base = Date.parse('2030-01-01T00:00:00Z');
  const inserted = await t.db
    .insertInto('jobs')
    .values(
      rows.map((row, index) => ({
        clientId,
        title: 'Seeded job title',
        description: 'A seeded job description long enough.',
        requiredSkills: ['Go'],
        projectLength: 'short-term' as const,
        projectType: 'contract' as const,
        location: 'Nairobi',
        minBudget: 10,
        maxBudget: 20,
        category: 'DevOps',
        experienceLevel: 'Expert',
        createdAt: new Date(base + index * 60_000),
        ...row,
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((row) => row.id) as { [K in keyof T]: number };
}

async function listJobs(query: string, as: Actor = developer) {
  return as.http.get(`/api/jobs${query ? `?${query}` : ''}`);
}

function ids(response: HttpResponse): number[] {
  return (response.body as TJob[]).map((job) => job.id);
}

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

describe('GET /api/jobs', () => {
  it('is for signed-in users: a visitor gets 401; developers, clients and admins get the list', async () => {
    const visitor = await t.http().get('/api/jobs');
    expect(visitor.status).toBe(401);
    for (const actor of [developer, client, admin]) {
      const response = await listJobs('', actor);
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
      expect(response.headers['x-total-count']).toBe(String(response.body.length));
    }
  });

  it('lists open jobs only, newest first, each with the whole job', async () => {
    const [older, closed, newer] = await seedJobs([
      { title: 'Orderword older job' },
      { title: 'Orderword closed job', status: 'closed' },
      { title: 'Orderword newer job' },
    ]);
    const response = await listJobs('search=orderword');
    expect(response.status).toBe(200);
    expect(ids(response)).toEqual([newer, older]);
    expect(ids(response)).not.toContain(closed);
    expect(Object.keys(response.body[0]).sort()).toEqual(JOB_KEYS);
    expect(response.body[0]).toMatchObject({ title: 'Orderword newer job', status: 'open', isRemote: false });
  });

  it('pages with limit (default 50, at most 100) and offset; X-Total-Count counts every match', async () => {
    const seeded = await seedJobs(
      Array.from({ length: 55 }, (_, index) => ({ description: `Pagingword listing number ${index} here.` })),
    );
    const newestFirst = [...seeded].reverse();
    const first = await listJobs('search=pagingword');
    expect(first.headers['x-total-count']).toBe('55');
    expect(ids(first)).toEqual(newestFirst.slice(0, 50));
    const rest = await listJobs('search=pagingword&offset=50');
    expect(rest.headers['x-total-count']).toBe('55');
    expect(ids(rest)).toEqual(newestFirst.slice(50));
    const page = await listJobs('search=pagingword&limit=10&offset=20');
    expect(ids(page)).toEqual(newestFirst.slice(20, 30));
    expect(page.headers['x-total-count']).toBe('55');
    const beyond = await listJobs('search=pagingword&offset=60');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('55');
    expect((await listJobs('search=pagingword&limit=100')).body).toHaveLength(55);
  });

  it.each([
    ['limit=101', JOB_MESSAGES.limit],
    ['limit=0', JOB_MESSAGES.limit],
    ['limit=ten', JOB_MESSAGES.limit],
    ['offset=-1', JOB_MESSAGES.offset],
    ['offset=10001', JOB_MESSAGES.offset],
    ['category=Cooking', JOB_MESSAGES.filterCategory],
    ['experience=Guru', JOB_MESSAGES.filterExperience],
    ['budget=1-2', JOB_MESSAGES.filterBudget],
    [`search=${'a'.repeat(201)}`, JOB_MESSAGES.search],
  ])('refuses %s with 400 and its message', async (query, message) => {
    expectInvalid(await listJobs(query), message);
  });

  describe('filters', () => {
    let web: number;
    let mobileExpert: number;
    let mobileEntry: number;
    beforeAll(async () => {
      [web, mobileExpert, mobileEntry] = await seedJobs([
        { description: 'Filterword web work.', category: 'Web Development', experienceLevel: 'Intermediate' },
        { description: 'Filterword mobile work.', category: 'Mobile Development', experienceLevel: 'Expert' },
        {
          description: 'Filterword mobile work.',
          category: 'Mobile Development',
          experienceLevel: 'Entry Level',
        },
      ]);
    });

    it('matches the category exactly', async () => {
      const response = await listJobs(
        `search=filterword&category=${encodeURIComponent('Mobile Development')}`,
      );
      expect(ids(response).sort()).toEqual([mobileExpert, mobileEntry].sort());
      expect(response.headers['x-total-count']).toBe('2');
    });

    it('matches the experience level exactly', async () => {
      const response = await listJobs(`search=filterword&experience=${encodeURIComponent('Entry Level')}`);
      expect(ids(response)).toEqual([mobileEntry]);
    });

    it('combines filters', async () => {
      const response = await listJobs(
        `search=filterword&category=${encodeURIComponent('Mobile Development')}&experience=Expert`,
      );
      expect(ids(response)).toEqual([mobileExpert]);
      expect(response.headers['x-total-count']).toBe('1');
    });

    it('treats empty and "all" choices as no filter', async () => {
      const response = await listJobs('search=filterword&category=&experience=all&budget=all');
      expect(ids(response).sort()).toEqual([web, mobileExpert, mobileEntry].sort());
    });
  });

  describe('budget bands on the maximum budget, both boundaries inclusive', () => {
    const maxima = [999, 1000, 1001, 4999, 5000, 5001, 9999, 10000, 10001];
    const idByMax = new Map<number, number>();
    beforeAll(async () => {
      const seeded = await seedJobs(
        maxima.map((maxBudget) => ({ description: 'Bandword budget job.', minBudget: 1, maxBudget })),
      );
      for (const [index, maxBudget] of maxima.entries()) idByMax.set(maxBudget, seeded[index]!);
    });

    it.each([
      ['0-1000', [999, 1000]],
      ['1000-5000', [1000, 1001, 4999, 5000]],
      ['5000-10000', [5000, 5001, 9999, 10000]],
      ['10000+', [10000, 10001]],
    ])('band %s holds the maxima %j', async (band, expected) => {
      const response = await listJobs(`search=bandword&budget=${encodeURIComponent(band)}`);
      expect(response.status).toBe(200);
      const found = (response.body as TJob[]).map((job) => job.maxBudget).sort((a, b) => a - b);
      expect(found).toEqual(expected);
      expect(ids(response).sort()).toEqual(expected.map((max) => idByMax.get(max)).sort());
      expect(response.headers['x-total-count']).toBe(String(expected.length));
    });

    it('puts 5,000 and 10,000 in both neighbouring bands', async () => {
      const lower = ids(await listJobs('search=bandword&budget=1000-5000'));
      const middle = ids(await listJobs('search=bandword&budget=5000-10000'));
      const upper = ids(await listJobs(`search=bandword&budget=${encodeURIComponent('10000+')}`));
      expect(lower).toContain(idByMax.get(5000));
      expect(middle).toContain(idByMax.get(5000));
      expect(middle).toContain(idByMax.get(10000));
      expect(upper).toContain(idByMax.get(10000));
    });
  });

  describe('full-text search over title, description and skills', () => {
    let mpesa: number;
    let rails: number;
    let kotlin: number;
    beforeAll(async () => {
      [mpesa, rails, kotlin] = await seedJobs(
        [
          {
            title: 'Payments engineer',
            description: 'Integrate Daraja for our lipa-na-mpesa checkout; searchzone.',
            requiredSkills: ['React', 'Node.js'],
          },
          {
            title: 'Backend developers wanted',
            description: 'Maintain the booking platform of a Goa hotel chain; searchzone.',
            requiredSkills: ['Ruby on Rails', 'PostgreSQL'],
          },
          {
            title: 'Android app for farmers',
            description: 'Offline-first crop records; searchzone.',
            requiredSkills: ['Kotlin', 'C#'],
          },
        ],
        otherClient.user.id,
      );
    });

    const search = async (text: string) => ids(await listJobs(`search=${encodeURIComponent(text)}`));

    it('finds a job by a word of its description', async () => {
      expect(await search('daraja')).toEqual([mpesa]);
      expect(await search('hotel')).toEqual([rails]);
    });

    it('finds a job by a word of its title', async () => {
      expect(await search('farmers')).toEqual([kotlin]);
    });

    it('finds a job by a skill, its prefix, in any case', async () => {
      expect(await search('reac')).toContain(mpesa);
      expect(await search('REACT searchzone')).toEqual([mpesa]);
      expect(await search('kotl')).toEqual([kotlin]);
      expect(await search('postgres searchzone')).toEqual([rails]);
    });

    it('splits punctuated skills into words: "node" and "Node.js" find Node.js', async () => {
      expect(await search('node searchzone')).toEqual([mpesa]);
      expect(await search('Node.js searchzone')).toEqual([mpesa]);
      expect(await search('rails searchzone')).toEqual([rails]);
    });

    it('requires every word, and treats a plural like its singular', async () => {
      expect(await search('booking hotel')).toEqual([rails]);
      expect(await search('booking farmers')).toEqual([]);
      expect(await search('developer searchzone')).toEqual([rails]);
      expect(await search('platforms searchzone')).toEqual([rails]);
    });

    it('combines with the filters and counts matches', async () => {
      await t.db
        .updateTable('jobs')
        .set({ category: 'Mobile Development' })
        .where('id', '=', kotlin)
        .execute();
      const response = await listJobs(
        `search=searchzone&category=${encodeURIComponent('Mobile Development')}`,
      );
      expect(ids(response)).toEqual([kotlin]);
      expect(response.headers['x-total-count']).toBe('1');
    });

    it('is not broken by tsquery syntax in the search text', async () => {
      for (const text of ["daraja' | !", "':*", '& | ! ( ) <-> :* \\', "o'brien", '()', '"daraja"']) {
        const response = await listJobs(`search=${encodeURIComponent(text)}`);
        expect(response.status, text).toBe(200);
      }
      expect(await search("daraja' | !")).toEqual([mpesa]);
      expect(await search('"daraja"')).toEqual([mpesa]);
    });

    it('ignores a search with no letters or digits', async () => {
      const all = await listJobs('');
      const punctuation = await listJobs(`search=${encodeURIComponent('!!! ...')}`);
      expect(punctuation.headers['x-total-count']).toBe(all.headers['x-total-count']);
    });

    it('keeps closed jobs out of the results', async () => {
      await t.db.updateTable('jobs').set({ status: 'closed' }).where('id', '=', rails).execute();
      expect(await search('hotel')).toEqual([]);
      await t.db.updateTable('jobs').set({ status: 'open' }).where('id', '=', rails).execute();
    });
  });

  it('answers the tRPC client with the page and the total in one object', async () => {
    await seedJobs([{ description: 'Trpcword one.' }, { description: 'Trpcword two.' }]);
    const trpc = await trpcAs(t, developer);
    const page = await trpc.client.job.list.query({ search: 'trpcword', limit: 1 });
    expect(page.total).toBe(2);
    expect(page.jobs).toHaveLength(1);
    expect(page.jobs[0]?.description).toBe('Trpcword two.');
    const everything = await trpc.client.job.list.query();
    expect(everything.jobs.length).toBeGreaterThan(0);
  });
});

describe('GET /api/jobs/:id', () => {
  let job: TJob;
  beforeAll(async () => {
    job = await postJob(client, { title: 'Detail page job', location: 'Remote' });
  });

  it('shows any signed-in user the job, with its application count', async () => {
    for (const actor of [developer, client, otherClient, admin]) {
      const response = await actor.http.get(`/api/jobs/${job.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...job,
        applicationCount: 0,
        viewerApplication: null,
        canApply: actor === developer,
      });
    }
  });

  it('tells a developer about their own application, and that they cannot apply twice', async () => {
    const applicant = await signedInActor(t, 'developer');
    const application = await applyTo(applicant, job.id);
    const response = await applicant.http.get(`/api/jobs/${job.id}`);
    expect(response.body).toMatchObject({
      applicationCount: 1,
      viewerApplication: { id: application.id, status: 'pending' },
      canApply: false,
    });
    const other = await developer.http.get(`/api/jobs/${job.id}`);
    expect(other.body).toMatchObject({ applicationCount: 1, viewerApplication: null, canApply: true });
  });

  it('tells an unapproved developer they cannot apply yet', async () => {
    const newcomer = await signedInActor(t, 'developer', { approved: false });
    const response = await newcomer.http.get(`/api/jobs/${job.id}`);
    expect(response.body).toMatchObject({ viewerApplication: null, canApply: false });
  });

  it('answers 404 "Job not found" for a missing job and 400 for a non-numeric id', async () => {
    const missing = await developer.http.get('/api/jobs/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Job not found', code: 'NOT_FOUND' });
    for (const id of ['abc', '1.5', '-3', '0']) {
      const invalid = await developer.http.get(`/api/jobs/${id}`);
      expect(invalid.status, id).toBe(400);
      expect(invalid.body.message).toBe('Invalid id');
    }
  });

  it('refuses a visitor with 401', async () => {
    expect((await t.http().get(`/api/jobs/${job.id}`)).status).toBe(401);
  });

  it('serves the same job over tRPC', async () => {
    const trpc = await trpcAs(t, otherClient);
    const detail = await trpc.client.job.byId.query({ id: job.id });
    expect(detail.title).toBe('Detail page job');
    const error = await trpcError(trpc.client.job.byId.query({ id: 999_999 }));
    expect(error.data?.code).toBe('NOT_FOUND');
  });
});

describe('PUT /api/jobs/:id/close and /reopen', () => {
  it('lets the owner close a job: it leaves the list but its page stays, then reopen it', async () => {
    const job = await postJob(client, { description: 'Closeword job that will be closed.' });
    expect(ids(await listJobs('search=closeword'))).toEqual([job.id]);

    const closed = await client.http.put(`/api/jobs/${job.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ ...job, status: 'closed' });
    expect(ids(await listJobs('search=closeword'))).toEqual([]);
    expect((await developer.http.get(`/api/jobs/${job.id}`)).body).toMatchObject({
      status: 'closed',
      canApply: false,
    });

    const again = await client.http.put(`/api/jobs/${job.id}/close`);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('closed');

    const reopened = await client.http.put(`/api/jobs/${job.id}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.status).toBe('open');
    expect(ids(await listJobs('search=closeword'))).toEqual([job.id]);
  });

  it('refuses another client, a developer and an admin with 403, a visitor with 401', async () => {
    const job = await postJob(client);
    for (const path of ['close', 'reopen']) {
      const stranger = await otherClient.http.put(`/api/jobs/${job.id}/${path}`);
      expect(stranger.status).toBe(403);
      expect(stranger.body).toEqual({ message: JOB_MESSAGES.notOwner, code: 'FORBIDDEN' });
      expect((await developer.http.put(`/api/jobs/${job.id}/${path}`)).status).toBe(403);
      expect((await admin.http.put(`/api/jobs/${job.id}/${path}`)).status).toBe(403);
      expect((await t.http().put(`/api/jobs/${job.id}/${path}`)).status).toBe(401);
    }
    const row = await t.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });

  it('answers 404 for a missing job', async () => {
    const response = await client.http.put('/api/jobs/999999/close');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Job not found');
  });
});

describe('GET /api/clients/jobs', () => {
  it("lists the client's own jobs, open and closed, newest first, with applications per status", async () => {
    const owner = await signedInActor(t, 'client');
    const first = await postJob(owner, { title: 'First posted job' });
    const second = await postJob(owner, { title: 'Second posted job' });
    await t.db
      .updateTable('jobs')
      .set({ createdAt: new Date('2031-01-01T00:00:00Z') })
      .where('id', '=', second.id)
      .execute();
    await owner.http.put(`/api/jobs/${first.id}/close`);
    await postJob(otherClient, { title: 'Not this client' });

    const applicants = await Promise.all([1, 2, 3].map(() => signedInActor(t, 'developer')));
    const applications = [];
    for (const applicant of applicants) applications.push(await applyTo(applicant, second.id));
    await moveApplication(owner, applications[0]!.id, 'interview');
    await moveApplication(owner, applications[1]!.id, 'accepted');

    const response = await owner.http.get('/api/clients/jobs');
    expect(response.status).toBe(200);
    expect(response.body.map((job: TJob) => job.id)).toEqual([second.id, first.id]);
    expect(response.body[0]).toMatchObject({
      title: 'Second posted job',
      status: 'open',
      applicationCounts: { total: 3, pending: 1, interview: 1, accepted: 1, rejected: 0 },
    });
    expect(response.body[1]).toMatchObject({
      status: 'closed',
      applicationCounts: { total: 0, pending: 0, interview: 0, accepted: 0, rejected: 0 },
    });
  });

  it('is for clients: a developer gets 403, a visitor 401', async () => {
    expect((await developer.http.get('/api/clients/jobs')).status).toBe(403);
    expect((await t.http().get('/api/clients/jobs')).status).toBe(401);
  });
});
