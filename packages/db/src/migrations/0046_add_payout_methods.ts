import { type Kysely, sql } from 'kysely';

/**
 * Frozen. A developer's payout method (issue 39, ADR 0040): one current method per developer, its
 * account details encrypted at rest (AES-256-GCM, the key outside the database), a masked form to
 * show, and a 24-hour hold after each change before any payout may go to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE payout_methods (
    id serial PRIMARY KEY,
    developer_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    type text NOT NULL CHECK (type IN ('mpesa', 'bank_in', 'upi', 'bank_intl')),
    holder_name text NOT NULL,
    details_encrypted text NOT NULL,
    masked text NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now(),
    held_until timestamptz NOT NULL
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS payout_methods`.execute(db);
}
