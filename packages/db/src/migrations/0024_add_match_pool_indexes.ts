import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Matching's candidate pools (issue 14) take the first MATCH_POOL rows in a fixed order that
 * share a skill key. When many rows share one, PostgreSQL walks an index in that order and stops
 * early, but with the old indexes it visited the table for every row it skipped: about 24,000 jobs
 * for a developer with two rare skills, over 100 ms (apps/api/bench/matching.bench.ts). These
 * partial indexes carry the columns the pool tests, so the walk reads the index alone; the GIN
 * indexes of 0022 still serve the pools when few rows share a key.
 */
const upStatements = [
  `CREATE INDEX jobs_open_match_pool_idx ON jobs (created_at DESC, id DESC)
    INCLUDE (client_id, skill_keys) WHERE status = 'open'`,
  `CREATE INDEX developer_profiles_match_pool_idx ON developer_profiles (is_verified DESC, id DESC)
    INCLUDE (skill_keys) WHERE is_approved`,
];

const downStatements = [
  'DROP INDEX IF EXISTS developer_profiles_match_pool_idx',
  'DROP INDEX IF EXISTS jobs_open_match_pool_idx',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
