import { LIMITS } from '@talanta/schema';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, expandedSearchTerms, findOpenJobs, planJobSearch, plannedJobQueries } from '../src';
import { createTestDb } from '../src/testing';

/**
 * A search the planner expects to match ten times the count's cap is answered with the cap's "+"
 * without counting (GIN reads every match to count even to the cap); below that it is counted,
 * exactly up to the cap.
 */

let handle: DbHandle;
const PAST_CAP = LIMITS.searchCountCap * 12;
const FEW = 30;

beforeAll(async () => {
  handle = await createTestDb();
  const { db } = handle;
  const client = await db
    .insertInto('users')
    .values({
      email: 'estimate@example.com',
      passwordHash: 'x',
      firstName: 'E',
      lastName: 'S',
      role: 'client',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Five of 150 topic words a job: PostgreSQL estimates a prefix search from its statistics of the
  // most common words only when it has at least 100 of them (else it assumes 2% of the rows).
  const description = sql`(SELECT string_agg('topic' || ((n * k) % 150), ' ') FROM generate_series(1, 5) AS k)`;
  const insertJobs = (from: number, to: number, title: string, status: 'open' | 'closed') => sql`
    INSERT INTO jobs (client_id, title, description, required_skills, project_length, project_type,
      location, min_budget, max_budget, budget_type, category, experience_level, status)
    SELECT ${client.id}, ${title} || ' ' || n, ${description}, ARRAY['Git'], 'short-term',
      'contract', 'Remote', 0, 5000, 'fixed', 'Mobile Development', 'Expert', ${status}
    FROM generate_series(${from}::int, ${to}::int) AS n`;
  // In statements of 2,000 rows: each stays far below the pool's 10 s statement timeout even on a
  // busy machine (12,000 rows with their search index in one statement once took longer).
  for (let from = 1; from <= PAST_CAP; from += 2_000) {
    await insertJobs(from, Math.min(from + 1_999, PAST_CAP), 'Kotlin engineer', 'open').execute(db);
  }
  await insertJobs(1, FEW, 'Elixir engineer', 'open').execute(db);
  await insertJobs(1, FEW, 'Elixir engineer', 'closed').execute(db);
  await sql`ANALYZE jobs`.execute(db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe('the count of a Browse Jobs search (issue 16)', () => {
  it('is the cap with its "+" without counting when the estimate is ten times the cap', async () => {
    expect(await planJobSearch(handle.db, { search: 'kotlin' })).toEqual({
      index: 'filters',
      countMatches: false,
      readUpTo: 0,
    });
    const page = await findOpenJobs(handle.db, { search: 'kotlin', limit: 20, offset: 0 });
    expect(page).toMatchObject({ total: LIMITS.searchCountCap, totalIsCapped: true });
    expect(page.jobs).toHaveLength(20);
    expect(page.jobs.every((job) => job.title.startsWith('Kotlin engineer'))).toBe(true);
  });

  it('is counted, exactly, when the estimate is lower', async () => {
    expect(await planJobSearch(handle.db, { search: 'elixir' })).toMatchObject({
      index: 'matches-first',
      countMatches: true,
    });
    const page = await findOpenJobs(handle.db, { search: 'elixir', limit: 20, offset: 0 });
    expect(page).toMatchObject({ total: FEW, totalIsCapped: false });
    expect(page.nextCursor).not.toBeNull();
  });

  it('is counted for filters alone, which their own indexes count up to the cap', async () => {
    expect(await planJobSearch(handle.db, { category: 'Mobile Development' })).toEqual({
      index: 'filters',
      countMatches: true,
      readUpTo: 0,
    });
    const page = await findOpenJobs(handle.db, { category: 'Mobile Development', limit: 20, offset: 0 });
    expect(page).toMatchObject({ total: LIMITS.searchCountCap, totalIsCapped: true });
  });
});

/** The open Kotlin jobs' ids in Browse Jobs' order (newest first, then the higher id), read plainly. */
async function newestKotlinIds(limit: number): Promise<number[]> {
  const rows = await handle.db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'open')
    .where('title', 'like', 'Kotlin engineer %')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

describe('a search whose estimate is far too high (issue 43)', () => {
  it('reads the matches first for a word no job has, instead of walking every open job', async () => {
    // PostgreSQL guesses 0.5% of the rows for a word it has no statistics of.
    const plan = await planJobSearch(handle.db, { search: 'haskell' });
    expect(plan).toMatchObject({ index: 'matches-first', countMatches: true });
    expect(plan.readUpTo).toBeGreaterThan(LIMITS.searchCountCap);
    expect(await findOpenJobs(handle.db, { search: 'haskell', limit: 20, offset: 0 })).toEqual({
      jobs: [],
      total: 0,
      totalIsCapped: false,
      nextCursor: null,
    });
    // What held a pool connection for 1.5 s at 300,000 jobs, long enough for other requests to
    // give up waiting for one: the walk through every open job, newest first, testing each.
    const { matches } = await plannedJobQueries(handle.db, { search: 'haskell', limit: 20, offset: 0 });
    if (!matches) throw new Error('no matches-first query');
    const compiled = matches.compile(handle.db);
    const { rows } = await handle.db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE) ${compiled.sql}`, [...compiled.parameters]),
    );
    const explained = rows.map((row) => Object.values(row)[0]).join('\n');
    expect(explained).not.toMatch(/Index Scan using jobs_(open_match_pool|status_created_at)_idx/);
    // PGlite's newer planner may read this small table whole; PostgreSQL 15 reads the index.
    if (handle.driver === 'postgres') expect(explained).toMatch(/Bitmap Index Scan/);
  });

  it('reads the matches first for two common words no job has together', async () => {
    expect((await planJobSearch(handle.db, { search: 'kotlin elixir' })).index).toBe('matches-first');
    const page = await findOpenJobs(handle.db, { search: 'kotlin elixir', limit: 20, offset: 0 });
    expect(page).toMatchObject({ jobs: [], total: 0, totalIsCapped: false });
  });

  it('walks for the page once it has read as many matches as it reads, and finds the newest', async () => {
    const filters = { search: 'kotlin engineer', limit: 20, offset: 0 };
    const plan = await planJobSearch(handle.db, filters);
    expect(plan.index).toBe('matches-first');
    // More Kotlin jobs than the search reads: it walks in date order for the page.
    expect(plan.readUpTo).toBeLessThan(PAST_CAP);
    const page = await findOpenJobs(handle.db, filters);
    expect(page).toMatchObject({ total: LIMITS.searchCountCap, totalIsCapped: true });
    expect(page.jobs.map((job) => job.id)).toEqual(await newestKotlinIds(20));
    const second = await findOpenJobs(handle.db, { ...filters, offset: 20 });
    expect(second.jobs.map((job) => job.id)).toEqual((await newestKotlinIds(40)).slice(20));
  });

  it('tests a one-letter word on the jobs the other words found, and it still narrows them', async () => {
    // "e" of "engineer": every Kotlin job; no Elixir job has a word starting with "k".
    const kotlin = await findOpenJobs(handle.db, { search: 'kotlin e', limit: 20, offset: 0 });
    expect(kotlin.jobs.map((job) => job.id)).toEqual(await newestKotlinIds(20));
    const elixir = await findOpenJobs(handle.db, { search: 'elixir k', limit: 20, offset: 0 });
    expect(elixir).toMatchObject({ jobs: [], total: 0 });
    const few = await findOpenJobs(handle.db, { search: 'elixir e', limit: 20, offset: 0 });
    expect(few.total).toBe(FEW);
  });
});

describe('a typed prefix, asked as the words it stands for (issue 43)', () => {
  it('looks each prefix up in the words of every job, and finds what the prefix finds', async () => {
    const terms = await expandedSearchTerms(handle.db, 'kot engineers');
    expect(terms).toMatchObject({ exact: "('kotlin') & ('engineer')", prefixes: null, broad: null });
    const page = await findOpenJobs(handle.db, { search: 'kot engineers', limit: 20, offset: 0 });
    expect(page.jobs.map((job) => job.id)).toEqual(await newestKotlinIds(20));
  });

  it('asks a prefix no job has a word for exactly, so it matches nothing at once', async () => {
    expect(await expandedSearchTerms(handle.db, 'haskell e')).toEqual({
      exact: "'haskell'",
      prefixes: null,
      broad: 'e:*',
      words: { haskell: [] },
    });
  });

  it("learns a new job's words when it is posted and when its title changes", async () => {
    const client = await handle.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const job = await handle.db
      .insertInto('jobs')
      .values({
        clientId: client.id,
        title: 'Zanzibarian ferry tickets',
        description: 'Booking for island ferries.',
        requiredSkills: ['Git'],
        projectLength: 'short-term',
        projectType: 'contract',
        location: 'Remote',
        minBudget: 0,
        maxBudget: 5000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await expandedSearchTerms(handle.db, 'zanzib'))?.exact).toBe("('zanzibarian')");
    const found = await findOpenJobs(handle.db, { search: 'zanzib ferr', limit: 20, offset: 0 });
    expect(found.jobs.map((each) => each.id)).toEqual([job.id]);
    await handle.db
      .updateTable('jobs')
      .set({ title: 'Pembaian ferry tickets' })
      .where('id', '=', job.id)
      .execute();
    const renamed = await findOpenJobs(handle.db, { search: 'pemba', limit: 20, offset: 0 });
    expect(renamed.jobs.map((each) => each.id)).toEqual([job.id]);
  });
});
