import { type Kysely, sql } from 'kysely';

/**
 * Auth rate-limit counters shared by every API process (one row per key and fixed window), and the
 * queue of password-reset requests that are answered first and worked on after the reply.
 * One statement per call (PGlite runs them singly).
 */
const upStatements = [
  `CREATE TABLE auth_rate_limits (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    resets_at timestamptz NOT NULL
  )`,
  `CREATE INDEX auth_rate_limits_resets_at_idx ON auth_rate_limits (resets_at)`,

  `CREATE TABLE password_reset_requests (
    id serial PRIMARY KEY,
    email text NOT NULL,
    link_origin text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS password_reset_requests').execute(db);
  await sql.raw('DROP TABLE IF EXISTS auth_rate_limits').execute(db);
}
