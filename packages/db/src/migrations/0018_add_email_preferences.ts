import { type Kysely, sql } from 'kysely';

/**
 * Email (issue 15): the outbox keeps the HTML beside the text, the email's kind, the user it is for
 * (null for addresses without an account) and its List-Unsubscribe URL. Rows queued before this
 * migration were all account emails sent as they were, so they take the kind `security`.
 * email_preferences holds a row only where a person changed the default (email on, no digest).
 * message_email_runs remembers when a conversation's unread messages were last emailed to a user.
 */
const upStatements = [
  `ALTER TABLE email_outbox ADD COLUMN body_html text`,
  `ALTER TABLE email_outbox ADD COLUMN kind text NOT NULL DEFAULT 'security'`,
  `ALTER TABLE email_outbox ADD COLUMN user_id integer REFERENCES users (id) ON DELETE SET NULL`,
  `ALTER TABLE email_outbox ADD COLUMN list_unsubscribe_url text`,
  `CREATE INDEX email_outbox_user_id_idx ON email_outbox (user_id) WHERE user_id IS NOT NULL`,
  `CREATE TABLE email_preferences (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind text NOT NULL,
    email_enabled boolean NOT NULL DEFAULT true,
    digest text NOT NULL DEFAULT 'off' CHECK (digest IN ('off', 'daily', 'weekly')),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, kind)
  )`,
  `CREATE TABLE message_email_runs (
    conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    last_sent_at timestamptz NOT NULL,
    last_message_id integer NOT NULL,
    PRIMARY KEY (conversation_id, user_id)
  )`,
];

const downStatements = [
  `DROP TABLE message_email_runs`,
  `DROP TABLE email_preferences`,
  `DROP INDEX email_outbox_user_id_idx`,
  `ALTER TABLE email_outbox DROP COLUMN list_unsubscribe_url`,
  `ALTER TABLE email_outbox DROP COLUMN user_id`,
  `ALTER TABLE email_outbox DROP COLUMN kind`,
  `ALTER TABLE email_outbox DROP COLUMN body_html`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
