import { type Kysely, sql } from 'kysely';

/**
 * Data rights (issue 15): each registration's consent to the Terms and the Privacy Policy, with
 * the document's version, and `users.deleted_at`, set when the account's owner deleted it. A
 * deleted account's row stays only as "Deleted user" behind the invoices, contracts and messages
 * the law or the other side keeps (ADR 0387).
 */
const upStatements = [
  `CREATE TABLE consents (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    document text NOT NULL CHECK (document IN ('terms', 'privacy')),
    version text NOT NULL,
    accepted_at timestamptz NOT NULL DEFAULT now(),
    ip text
  )`,
  `CREATE INDEX consents_user_id_idx ON consents (user_id, accepted_at)`,
  `ALTER TABLE users ADD COLUMN deleted_at timestamptz`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE users DROP COLUMN IF EXISTS deleted_at').execute(db);
  await sql.raw('DROP TABLE IF EXISTS consents').execute(db);
}
