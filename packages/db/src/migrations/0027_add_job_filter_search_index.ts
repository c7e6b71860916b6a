import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Browse Jobs with a search and a category or experience level (issue 16). PostgreSQL
 * answered the count of such a search by intersecting two bitmaps whose size follows the table, not
 * the matches: at 1,000,000 jobs "react" in Web Development (789 matches) read 90,000 category rows
 * and 83,000 "react" rows, with 4 MB of work_mem the bitmap went lossy and the recheck visited
 * 100,000 more (170-730 ms). One GIN index over the category, the experience level and the search
 * document (btree_gin gives GIN the equality of plain columns) intersects them inside the index:
 * 40-50 ms for the same count (apps/api/bench/jobs.bench.ts). The budget band stays a filter on
 * the rows found: a range in a GIN index is a partial match that reads every budget in the band.
 * btree_gin is a trusted extension (PostgreSQL 13+), so the database owner may create it; PGlite
 * loads it in create-db.ts.
 */
const upStatements = [
  'CREATE EXTENSION IF NOT EXISTS btree_gin',
  `CREATE INDEX jobs_open_filters_search_idx ON jobs
    USING gin (category, experience_level, search_vector) WHERE status = 'open'`,
];

const downStatements = [
  'DROP INDEX IF EXISTS jobs_open_filters_search_idx',
  // btree_gin stays: other objects may use it, and dropping an extension needs more rights than using it.
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
