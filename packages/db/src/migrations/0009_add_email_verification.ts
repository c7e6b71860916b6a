import { type Kysely, sql } from 'kysely';

/**
 * Email verification: whether the user's current address is proven, and the single-use emailed
 * tokens that prove an address or undo an email change (only their SHA-256 is stored). Accounts that
 * exist before this migration start unverified and are asked to verify.
 */
const upStatements = [
  `ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT false`,
  `CREATE TABLE email_tokens (
    token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose text NOT NULL CHECK (purpose IN ('verify-email', 'undo-email-change')),
    email text NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX email_tokens_user_id_idx ON email_tokens (user_id, purpose, created_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS email_tokens').execute(db);
  await sql.raw('ALTER TABLE users DROP COLUMN IF EXISTS email_verified').execute(db);
}
