import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Browse Jobs with a search and filters whose conjunction is narrow (issue 16): "react" in
 * Web Development at $1,000 - $5,000 matches 789 of 1,000,000 jobs, but every index so far held
 * one part of it (83,000 "react" jobs, 90,000 Web Development jobs), so PostgreSQL read lists that
 * grow with the table to find the few hundred (30-70 ms at 1M jobs).
 *
 * This index's entries are the conjunction itself: every word of a job's search document once per
 * combination of its filters (category, experience level, budget band; seven combinations, more
 * when a budget sits on a band boundary and so belongs to two bands), each word prefixed with a
 * short code of its combination. A search within filters then reads only the postings of jobs
 * that pass them all: 789 entries at 1M jobs, 4 at 10,000.
 *
 * - The code is the first 8 hex digits of md5 of the combination ("c:Web Development|b:1000-5000"),
 *   so a key stays short: 7 to 11 copies of a 10,000-character description must fit a tsvector's
 *   1 MB. queries/job-filters.ts computes the same code; the query keeps the plain conditions as well, so
 *   even a colliding code could not let a job of another category through.
 * - A word is cut at 500 characters (2,000 bytes at most, under a lexeme's 2,047 with the code): a
 *   search word is at most 200 characters, so a prefix match reads no further than that.
 * - The budget bands are BUDGET_BANDS as they stand here, boundaries inclusive; the db test
 *   job-conjunction-search.test.ts checks the two agree.
 * - The function (about 75 µs a job) is only worth reading through the index: queries/job-search-plan.ts finds
 *   the matches in a materialized step with no limit, whose only sensible plan is this index. It is
 *   PARALLEL RESTRICTED so that step never waits for workers to start (50-90 ms against 2 ms for
 *   789 matches); a GIN index is built by one process on PostgreSQL 15 anyway.
 */
const BUDGET_BANDS_AT_0028: [key: string, min: number, max: number | null][] = [
  ['0-1000', 0, 1000],
  ['1000-5000', 1000, 5000],
  ['5000-10000', 5000, 10000],
  ['10000+', 10000, null],
];

const bandCases = BUDGET_BANDS_AT_0028.map(
  ([key, min, max]) =>
    `CASE WHEN max_budget >= ${min}${max === null ? '' : ` AND max_budget <= ${max}`} THEN 'b:${key}' END`,
).join(',\n            ');

const upStatements = [
  `CREATE FUNCTION jobs_conjunction_search_vector(
      category text, experience_level text, max_budget double precision, search_vector tsvector)
    RETURNS tsvector
    LANGUAGE sql
    IMMUTABLE PARALLEL RESTRICTED
    AS $$
      SELECT array_to_tsvector(ARRAY(
        SELECT code || left(lexeme, 500)
        FROM unnest(ARRAY(
          SELECT DISTINCT left(md5(concat_ws('|', c, e, b)), 8)
          FROM unnest(ARRAY[NULL, 'c:' || category]) AS c
          CROSS JOIN unnest(ARRAY[NULL, 'e:' || experience_level]) AS e
          CROSS JOIN unnest(ARRAY[NULL,
            ${bandCases}]) AS b
          WHERE concat_ws('|', c, e, b) <> '')) AS code
        CROSS JOIN unnest(tsvector_to_array(search_vector)) AS lexeme))
    $$`,
  `CREATE INDEX jobs_open_conjunction_search_idx ON jobs
    USING gin (jobs_conjunction_search_vector(category, experience_level, max_budget, search_vector))
    WHERE status = 'open'`,
];

const downStatements = [
  'DROP INDEX IF EXISTS jobs_open_conjunction_search_idx',
  'DROP FUNCTION IF EXISTS jobs_conjunction_search_vector(text, text, double precision, tsvector)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
