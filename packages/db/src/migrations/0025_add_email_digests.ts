import { type Kysely, sql } from 'kysely';

/**
 * Email digests (issue 15). An email of a kind its recipient gathers into a daily or weekly digest
 * is held in `email_digest_items` (its subject, a one-line summary and its link) instead of being
 * queued; the digest sweep sends one email per user and period with the items held before the
 * period began, and `email_digests` (one row per user, frequency and period) lets exactly one API
 * process send each. Unread-message emails use message_email_runs (migration 0018).
 */
const upStatements = [
  `CREATE TABLE email_digest_items (
    id bigserial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind text NOT NULL,
    frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
    subject text NOT NULL,
    summary text NOT NULL,
    link text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX email_digest_items_user_idx ON email_digest_items (user_id, frequency, created_at)',
  `CREATE TABLE email_digests (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
    -- the UTC day, or the Monday of the ISO week, the digest was sent for
    period_start date NOT NULL,
    item_count integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, frequency, period_start)
  )`,
  // The unread-message round reads unread messages of the last days by their time.
  'CREATE INDEX messages_unread_created_idx ON messages (created_at) WHERE read_at IS NULL',
  // The admins' list of failing emails reads unsent rows that have an error.
  `CREATE INDEX email_outbox_failing_idx ON email_outbox (id DESC)
    WHERE sent_at IS NULL AND last_error IS NOT NULL`,
];

const downStatements = [
  'DROP INDEX IF EXISTS email_outbox_failing_idx',
  'DROP INDEX IF EXISTS messages_unread_created_idx',
  'DROP TABLE IF EXISTS email_digests',
  'DROP TABLE IF EXISTS email_digest_items',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
