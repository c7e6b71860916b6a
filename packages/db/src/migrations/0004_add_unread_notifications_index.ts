import { type Kysely, sql } from 'kysely';

/** The bell counts a user's unread notifications on every page; this keeps that off the full history. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE is_read = false')
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS notifications_unread_idx').execute(db);
}
