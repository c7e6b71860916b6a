import { type Kysely, sql } from 'kysely';

/**
 * When an outbox email may next be tried. A sender claims a row by moving it into the future (a
 * lease, so a process that dies mid-send does not strand it); a failed send moves it by a backoff.
 */
const upStatements = [
  `ALTER TABLE email_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now()`,
  `DROP INDEX email_outbox_unsent_idx`,
  `CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at, id) WHERE sent_at IS NULL`,
];

const downStatements = [
  `DROP INDEX email_outbox_due_idx`,
  `CREATE INDEX email_outbox_unsent_idx ON email_outbox (id) WHERE sent_at IS NULL`,
  `ALTER TABLE email_outbox DROP COLUMN next_attempt_at`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
