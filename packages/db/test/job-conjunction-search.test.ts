import { BUDGET_BAND_KEYS, JOB_CATEGORIES, JOB_EXPERIENCE_LEVELS, type TBudgetBand } from '@talanta/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conjunctionPageQuery,
  type DbHandle,
  expandedSearchTerms,
  findOpenJobs,
  type JobFilters,
  openJobQueries,
  openJobsMatching,
  planJobSearch,
} from '../src';
import { createTestDb } from '../src/testing';

/**
 * Migration 0028's index of words keyed by their job's filters must find exactly what the plain
 * conditions find, page and count, for every combination of filters and searches Browse Jobs
 * offers; budgets on the bands' boundaries belong to both bands (BUDGET_BANDS).
 */

let handle: DbHandle;
const [WEB, MOBILE] = JOB_CATEGORIES;
const BUDGETS = [0, 999, 1000, 1000.5, 4999, 5000, 7500, 10000, 10001, 250000];
// "rails a" and "react e": a one-letter prefix, tested on the rows the other word finds (issue 43).
const SEARCHES = [
  'react',
  'reac',
  'rails api',
  'rails a',
  'react e',
  'developers',
  'x86',
  '007',
  '1e5',
  'payments nairobi',
  'zzz',
];

beforeAll(async () => {
  handle = await createTestDb();
  const { db } = handle;
  const client = await db
    .insertInto('users')
    .values({
      email: 'conjunction@example.com',
      passwordHash: 'x',
      firstName: 'C',
      lastName: 'J',
      role: 'client',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const texts = [
    'React developer for our payments platform in Nairobi',
    'Rails API engineer, x86 and 1e5 requests a second',
    'Reactive dashboards; agent 007 developers wanted',
  ];
  const rows = BUDGETS.flatMap((maxBudget, index) =>
    [WEB, MOBILE, null].flatMap((category) =>
      [...JOB_EXPERIENCE_LEVELS, null].map((experienceLevel) => ({
        clientId: client.id,
        title: texts[index % texts.length] as string,
        description: `Job at ${maxBudget} dollars. ${texts[(index + 1) % texts.length]}`,
        requiredSkills: ['React', 'Ruby on Rails'],
        projectLength: 'short-term' as const,
        projectType: 'contract' as const,
        location: 'Remote',
        minBudget: 0,
        maxBudget,
        budgetType: 'fixed' as const,
        category,
        experienceLevel,
      })),
    ),
  );
  await db.insertInto('jobs').values(rows).execute();
});

afterAll(async () => {
  await handle?.close();
});

type Filters = Omit<JobFilters, 'limit' | 'offset'>;

/**
 * Every match's id, through the plain conditions or through the conjunction index, its prefixes
 * asked as such or (`words`) as the words they stand for (issue 43).
 */
async function matchIds(filters: Filters, index: 'filters' | 'conjunction' | 'words'): Promise<number[]> {
  if (index === 'filters') {
    const rows = await openJobsMatching(handle.db, filters).select('jobs.id').execute();
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }
  const terms = index === 'words' ? await expandedSearchTerms(handle.db, filters.search) : null;
  // A page large enough to hold every match, all of them read.
  const query = conjunctionPageQuery(handle.db, { ...filters, limit: 5000, offset: 0 }, 5000, terms);
  if (!query) throw new Error(`no conjunction query for ${JSON.stringify(filters)}`);
  const { rows } = await query.execute(handle.db);
  return [...(rows[0]?.pageIds ?? [])].sort((a, b) => a - b);
}

describe('the conjunction index (issue 16)', () => {
  it('finds the same jobs as the plain conditions for every filter combination', async () => {
    let compared = 0;
    let found = 0;
    for (const search of SEARCHES)
      for (const category of [undefined, WEB, MOBILE])
        for (const experience of [undefined, ...JOB_EXPERIENCE_LEVELS])
          for (const budget of [undefined, ...BUDGET_BAND_KEYS] as (TBudgetBand | undefined)[]) {
            if (!category && !experience && !budget) continue;
            const filters = { search, category, experience, budget };
            const plain = await matchIds(filters, 'filters');
            expect(await matchIds(filters, 'conjunction'), JSON.stringify(filters)).toEqual(plain);
            expect(await matchIds(filters, 'words'), `${JSON.stringify(filters)} by words`).toEqual(plain);
            compared += 1;
            found += plain.length;
          }
    expect(compared).toBe(SEARCHES.length * (3 * 4 * 5 - 1));
    // The comparison means something only if the searches find jobs.
    expect(found).toBeGreaterThan(1000);
  });

  it('pages a narrow search by cursor and by offset as the plain queries do', async () => {
    const filters = { search: 'react', category: WEB, experience: 'Expert', limit: 4, offset: 0 };
    expect((await planJobSearch(handle.db, filters)).index).toBe('conjunction');
    const plain = async (page: JobFilters) => {
      const queries = openJobQueries(handle.db, page);
      const [rows, counted] = await Promise.all([
        queries.page.execute(),
        queries.count.executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.slice(0, page.limit).map((row) => row.id), total: Number(counted.total) };
    };
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await findOpenJobs(handle.db, { ...filters, cursor });
      const expected = await plain({ ...filters, cursor });
      expect(page.jobs.map((job) => job.id)).toEqual(expected.ids);
      expect(page.total).toBe(expected.total);
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThan(2);
    const byOffset = await findOpenJobs(handle.db, { ...filters, offset: 5 });
    expect(byOffset.jobs.map((job) => job.id)).toEqual((await plain({ ...filters, offset: 5 })).ids);
  });

  it('reads no more matches than it is told, as a wrong estimate could ask for thousands (issue 43)', async () => {
    const filters = { search: 'react', category: WEB, experience: 'Expert' };
    const every = await matchIds(filters, 'filters');
    expect(every.length).toBeGreaterThan(3);
    const query = conjunctionPageQuery(handle.db, { ...filters, limit: 2, offset: 0 }, 3);
    if (!query) throw new Error('a search within filters has a conjunction query');
    const { rows } = await query.execute(handle.db);
    // As many as it read, no more: findOpenJobs then walks for the page.
    expect(rows[0]?.matched).toBe(3);
  });

  it('asks the index no one-letter prefix, and tests it on the rows the other words find (issue 43)', async () => {
    const filters = { search: 'rails a', category: WEB, limit: 20, offset: 0 };
    const terms = await expandedSearchTerms(handle.db, filters.search);
    const query = conjunctionPageQuery(handle.db, filters, 1001, terms);
    if (!query) throw new Error('a search within filters has a conjunction query');
    // "rails" asked as its words, exactly; "a" only in the test of each row found.
    const prefixes = query
      .compile(handle.db)
      .parameters.filter((parameter) => typeof parameter === 'string' && parameter.includes(':*'));
    expect(prefixes).toEqual(['a:*']);
    const alone = await expandedSearchTerms(handle.db, 'a');
    expect(conjunctionPageQuery(handle.db, { ...filters, search: 'a' }, 1001, alone)).toBeNull();
  });

  it('puts a budget on a boundary in both bands, as BUDGET_BANDS says', async () => {
    const totals = await Promise.all(
      BUDGET_BAND_KEYS.map(async (budget) => {
        return (await matchIds({ search: 'job', budget, category: WEB, experience: 'Expert' }, 'conjunction'))
          .length;
      }),
    );
    // 0, 999, 1000 | 1000, 1000.5, 4999, 5000 | 5000, 7500, 10000 | 10000, 10001, 250000
    expect(totals).toEqual([3, 4, 3, 3]);
  });

  it('is used only for ASCII words, which the parser keeps as written', async () => {
    for (const word of ['react', 'x86', '007', '1e5', 'c3po', '2024']) {
      const { rows } = await sql<{
        query: string;
      }>`SELECT to_tsquery('simple', ${`${word}:*`})::text AS query`.execute(handle.db);
      expect(rows[0]?.query).toBe(`'${word}':*`);
    }
    const filters = { category: WEB };
    expect((await planJobSearch(handle.db, { ...filters, search: 'react' })).index).toBe('conjunction');
    expect((await planJobSearch(handle.db, { ...filters, search: 'café' })).index).not.toBe('conjunction');
    expect((await planJobSearch(handle.db, { search: 'react' })).index).not.toBe('conjunction');
    expect((await planJobSearch(handle.db, filters)).index).toBe('filters');
  });

  it('keeps a long description of many distinct words within a tsvector', async () => {
    const words = Array.from({ length: 2400 }, (_, index) => index.toString(36).padStart(3, 'a'));
    const client = await handle.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await handle.db
      .insertInto('jobs')
      .values({
        clientId: client.id,
        title: 'Many words',
        description: words.join(' ').slice(0, 10_000),
        requiredSkills: [],
        projectLength: 'short-term',
        projectType: 'contract',
        location: 'Remote',
        minBudget: 0,
        maxBudget: 5000,
        budgetType: 'fixed',
        category: WEB,
        experienceLevel: 'Expert',
      })
      .execute();
    const filters = { search: 'many words', category: WEB, budget: '1000-5000' as const };
    expect(await matchIds(filters, 'conjunction')).toHaveLength(1);
    // And Browse Jobs, which picks that index for a narrow search within filters, finds it too.
    const page = await findOpenJobs(handle.db, { ...filters, limit: 20, offset: 0 });
    expect(page.jobs.map((job) => job.title)).toEqual(['Many words']);
    expect(page.total).toBe(1);
  });
});
