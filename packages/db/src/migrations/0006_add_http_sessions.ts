import { type Kysely, sql } from 'kysely';

/**
 * Anonymous HTTP sessions of @fastify/session (the onboarding draft lives in one), kept in the
 * database so they survive restarts and are shared by every API process. Expired rows are pruned.
 */
const upStatements = [
  `CREATE TABLE http_sessions (
    sid text PRIMARY KEY,
    data jsonb NOT NULL,
    expires_at timestamptz NOT NULL
  )`,
  `CREATE INDEX http_sessions_expires_at_idx ON http_sessions (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS http_sessions').execute(db);
}
