import { conjunctionPageQuery, openJobQueries, planJobSearch } from '@talanta/db';
import { JOB_MESSAGES, LIMITS, type TJob } from '@talanta/schema';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { planWithout } from './helpers/explain';
import { expectInvalid } from './helpers/http';
import { jobIds, jobListing } from './helpers/job-list';
import { JOB_KEYS, trpcAs, useActors } from './helpers/jobs';

/** The job list (GET /api/jobs): open jobs only, paging, filters, budget bands and full-text search. */

const t = useTestApp();

const { client, otherClient, developer, admin } = useActors(t, {
  client: ['client', { firstName: 'Wanjiku', lastName: 'Kamau' }],
  otherClient: 'client',
  developer: 'developer',
  admin: 'admin',
});

const { seedJobs, listJobs } = jobListing(t, { client, developer });

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
    expect(jobIds(response)).toEqual([newer, older]);
    expect(jobIds(response)).not.toContain(closed);
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
    expect(jobIds(first)).toEqual(newestFirst.slice(0, 50));
    const rest = await listJobs('search=pagingword&offset=50');
    expect(rest.headers['x-total-count']).toBe('55');
    expect(jobIds(rest)).toEqual(newestFirst.slice(50));
    const page = await listJobs('search=pagingword&limit=10&offset=20');
    expect(jobIds(page)).toEqual(newestFirst.slice(20, 30));
    expect(page.headers['x-total-count']).toBe('55');
    const beyond = await listJobs('search=pagingword&offset=60');
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('55');
    expect((await listJobs('search=pagingword&limit=100')).body).toHaveLength(55);
    expect(first.headers['x-total-count-capped']).toBe('false');
  });

  it('counts up to 1,000 matches and then says there are more (X-Total-Count-Capped)', async () => {
    const rows = Array.from({ length: LIMITS.searchCountCap }, () => ({ description: 'Capword listing.' }));
    await seedJobs(rows);
    const atCap = await listJobs('search=capword&limit=1');
    expect(atCap.headers['x-total-count']).toBe('1000');
    expect(atCap.headers['x-total-count-capped']).toBe('false');
    await seedJobs([{ description: 'Capword one more.' }]);
    const past = await listJobs('search=capword&limit=1');
    expect(past.headers['x-total-count']).toBe('1000');
    expect(past.headers['x-total-count-capped']).toBe('true');
    const trpc = await trpcAs(t, developer);
    const page = await trpc.client.job.list.query({ search: 'capword', limit: 1 });
    expect(page).toMatchObject({ total: 1000, totalIsCapped: true });
  });

  it('pages by cursor: X-Next-Cursor leads through every match in order, ties broken by id', async () => {
    const seeded = await seedJobs(
      Array.from({ length: 25 }, (_, index) => ({
        description: `Cursorword listing ${index}.`,
        // Pairs share a time; the database keeps microseconds the JavaScript Date does not.
        createdAt: new Date(Date.parse('2031-01-01T00:00:00Z') + Math.floor(index / 2) * 60_000),
      })),
    );
    // Some pairs stay tied (the id decides); others differ by a microsecond.
    await sql`update jobs set created_at = created_at + interval '1 microsecond' where id = any(${seeded}) and id % 4 = 0`.execute(
      t.db,
    );
    const expected = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('id', 'in', seeded)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const walked: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 4; page += 1) {
      const response = await listJobs(`search=cursorword&limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status).toBe(200);
      expect(response.headers['x-total-count']).toBe('25');
      walked.push(...jobIds(response));
      cursor = response.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(walked).toEqual(expected.map((row) => row.id));
    const trpc = await trpcAs(t, developer);
    const first = await trpc.client.job.list.query({ search: 'cursorword', limit: 20 });
    const last = await trpc.client.job.list.query({
      search: 'cursorword',
      limit: 20,
      cursor: first.nextCursor ?? '',
    });
    expect(last.jobs.map((job) => job.id)).toEqual(walked.slice(20));
    expect(last.nextCursor).toBeNull();
  });

  it.each([
    ['limit=101', JOB_MESSAGES.limit],
    ['limit=0', JOB_MESSAGES.limit],
    ['limit=ten', JOB_MESSAGES.limit],
    ['offset=-1', JOB_MESSAGES.offset],
    ['offset=10001', JOB_MESSAGES.offset],
    ['cursor=abc', JOB_MESSAGES.cursor],
    ['cursor=2030-02-30T00:00:00.000000_1', JOB_MESSAGES.cursor],
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
      expect(jobIds(response).sort()).toEqual([mobileExpert, mobileEntry].sort());
      expect(response.headers['x-total-count']).toBe('2');
    });

    it('matches the experience level exactly', async () => {
      const response = await listJobs(`search=filterword&experience=${encodeURIComponent('Entry Level')}`);
      expect(jobIds(response)).toEqual([mobileEntry]);
    });

    it('combines filters', async () => {
      const response = await listJobs(
        `search=filterword&category=${encodeURIComponent('Mobile Development')}&experience=Expert`,
      );
      expect(jobIds(response)).toEqual([mobileExpert]);
      expect(response.headers['x-total-count']).toBe('1');
    });

    it('treats empty and "all" choices as no filter', async () => {
      const response = await listJobs('search=filterword&category=&experience=all&budget=all');
      expect(jobIds(response).sort()).toEqual([web, mobileExpert, mobileEntry].sort());
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
      expect(jobIds(response).sort()).toEqual(expected.map((max) => idByMax.get(max)).sort());
      expect(response.headers['x-total-count']).toBe(String(expected.length));
    });

    it('puts 5,000 and 10,000 in both neighbouring bands', async () => {
      const lower = jobIds(await listJobs('search=bandword&budget=1000-5000'));
      const middle = jobIds(await listJobs('search=bandword&budget=5000-10000'));
      const upper = jobIds(await listJobs(`search=bandword&budget=${encodeURIComponent('10000+')}`));
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

    const search = async (text: string) => jobIds(await listJobs(`search=${encodeURIComponent(text)}`));

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
      expect(jobIds(response)).toEqual([kotlin]);
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

  it('can count a search within a category and level from one index (issue 16), not two bitmaps', async () => {
    const filters = {
      search: 'react',
      category: 'Web Development',
      experience: 'Expert',
      limit: 20,
      offset: 0,
    };
    // Every other index of the jobs would also serve a part of the predicate: out of the way.
    const plan = await planWithout(t.db, openJobQueries(t.db, filters).count, [
      'jobs_status_created_at_idx',
      'jobs_search_vector_idx',
      'jobs_open_category_created_at_idx',
      'jobs_open_experience_level_created_at_idx',
      'jobs_status_max_budget_idx',
      'jobs_open_skill_keys_idx',
      'jobs_open_match_pool_idx',
    ]);
    expect(plan).toMatch(/Bitmap Index Scan on jobs_open_filters_search_idx/);
    expect(plan).toMatch(
      /Index Cond: \(\(category = 'Web Development'::text\) AND \(experience_level = 'Expert'::text\) AND \(search_vector @@/,
    );
  });

  it('reads a narrow search within filters from the index keyed by the filters (issue 16)', async () => {
    const filters = {
      search: 'react',
      category: 'Web Development',
      budget: '1000-5000' as const,
    };
    // On a few rows the planner estimates few matches: the app picks the conjunction index.
    expect((await planJobSearch(t.db, filters)).index).toBe('conjunction');
    const narrow = conjunctionPageQuery(t.db, { ...filters, limit: 20, offset: 0 }, 1001);
    if (!narrow) throw new Error('a search within filters has a conjunction query');
    const plan = await planWithout(t.db, { compile: () => narrow.compile(t.db) }, [
      'jobs_status_created_at_idx',
      'jobs_search_vector_idx',
      'jobs_open_filters_search_idx',
      'jobs_open_category_created_at_idx',
      'jobs_open_experience_level_created_at_idx',
      'jobs_status_max_budget_idx',
      'jobs_open_skill_keys_idx',
      'jobs_open_match_pool_idx',
    ]);
    expect(plan).toMatch(/Bitmap Index Scan on jobs_open_conjunction_search_idx/);
  });

  it('counts filters alone and finds a deep page from one index, not the jobs (issue 43)', async () => {
    const filters = {
      category: 'Web Development',
      experience: 'Expert',
      budget: '1000-5000' as const,
      limit: 20,
      offset: 400,
    };
    const queries = openJobQueries(t.db, filters);
    // The index carries the other filters' columns: a count and a page's ids need no row of the table.
    const others = [
      'jobs_status_created_at_idx',
      'jobs_search_vector_idx',
      'jobs_open_filters_search_idx',
      'jobs_open_conjunction_search_idx',
      'jobs_open_experience_level_created_at_idx',
      'jobs_status_max_budget_idx',
      'jobs_open_skill_keys_idx',
      'jobs_open_match_pool_idx',
      'jobs_public_listing_idx',
    ];
    const count = await planWithout(t.db, queries.count, others);
    expect(count).toMatch(/Index Only Scan using jobs_open_category_created_at_idx/);
    const page = await planWithout(t.db, queries.page, others);
    expect(page).toMatch(/Index Only Scan using jobs_open_category_created_at_idx/);
    // Only the page's own jobs are read, by id, after the offset.
    expect(page).toMatch(/Index Scan using jobs_pkey/);
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
