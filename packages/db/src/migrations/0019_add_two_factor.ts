import { type Kysely, sql } from 'kysely';

/**
 * Two-factor sign-in and the sessions list (issue 15). `two_factor_credentials` holds a user's TOTP
 * secret: pending (enabled_at null) from setup until the first code confirms it, then on; the
 * secret is never sent out again, and last_used_step refuses a replayed code. Recovery codes are
 * kept only as SHA-256 hashes and used once. `two_factor_challenges` are the five-minute pending
 * sign-ins between the password and the code (the cookie's token is stored hashed). Sessions gain
 * the device they were made on and when they were last seen.
 */
const upStatements = [
  `CREATE TABLE two_factor_credentials (
    user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    secret bytea NOT NULL,
    enabled_at timestamptz,
    last_used_step integer,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE two_factor_recovery_codes (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    used_at timestamptz,
    PRIMARY KEY (user_id, code_hash)
  )`,
  `CREATE TABLE two_factor_challenges (
    id_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    user_agent text,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX two_factor_challenges_expires_at_idx ON two_factor_challenges (expires_at)`,
  `ALTER TABLE auth_sessions ADD COLUMN user_agent text`,
  `ALTER TABLE auth_sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`,
];

const downStatements = [
  'ALTER TABLE auth_sessions DROP COLUMN IF EXISTS last_seen_at',
  'ALTER TABLE auth_sessions DROP COLUMN IF EXISTS user_agent',
  'DROP TABLE IF EXISTS two_factor_challenges',
  'DROP TABLE IF EXISTS two_factor_recovery_codes',
  'DROP TABLE IF EXISTS two_factor_credentials',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
