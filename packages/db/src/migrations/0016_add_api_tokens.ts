import { type Kysely, sql } from 'kysely';

/**
 * Personal access tokens (issue 17): like sessions, the table keeps the token's id and only the
 * SHA-256 of its secret. Revoking deletes the row, so the next request with it fails; deleting the
 * user deletes their tokens.
 */
const upStatements = [
  `CREATE TABLE api_tokens (
    id text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL,
    scopes text[] NOT NULL CHECK (scopes = ARRAY['read'] OR scopes = ARRAY['read', 'write']),
    secret_hash bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz,
    last_used_at timestamptz
  )`,
  `CREATE INDEX api_tokens_user_id_idx ON api_tokens (user_id, created_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS api_tokens').execute(db);
}
