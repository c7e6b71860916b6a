import { type Kysely, sql } from 'kysely';

/**
 * A per-user, gap-free, ordered log of live events (new message, read receipt, notification).
 * `event_streams` holds each user's last sequence number; appending locks that row until commit,
 * so a user's events commit in sequence order and a reader resuming "after N" misses none.
 */
const upStatements = [
  `CREATE TABLE event_streams (
    user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    last_seq integer NOT NULL
  )`,
  `CREATE TABLE user_events (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    seq integer NOT NULL,
    type text NOT NULL,
    payload jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, seq)
  )`,
  `CREATE INDEX user_events_created_at_idx ON user_events (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS user_events').execute(db);
  await sql.raw('DROP TABLE IF EXISTS event_streams').execute(db);
}
