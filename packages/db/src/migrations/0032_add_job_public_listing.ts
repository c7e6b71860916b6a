import { type Kysely, sql } from 'kysely';

/**
 * Frozen. The public job board (issue 40): `/open-jobs` shows open jobs to visitors and search
 * engines unless their client keeps one off it. Every job is listed until then, those posted
 * before this column included. The board and the sitemap read open, listed jobs newest first:
 * a partial index holds exactly those, in that order.
 */
const upStatements = [
  'ALTER TABLE jobs ADD COLUMN listed_publicly boolean NOT NULL DEFAULT true',
  `CREATE INDEX jobs_public_listing_idx ON jobs (created_at DESC, id DESC)
    WHERE status = 'open' AND listed_publicly`,
];

const downStatements = [
  'DROP INDEX IF EXISTS jobs_public_listing_idx',
  'ALTER TABLE jobs DROP COLUMN IF EXISTS listed_publicly',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
