import { type Kysely, sql } from 'kysely';

/**
 * Frozen. The language the vetting form was filled in (issue 41), so the emails about the
 * application reach a person who has no account (no users.locale) in it: the invitation, a
 * rejection, a stage's news. Null for applications from before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE vetting_submissions ADD COLUMN locale text CHECK (locale IN ('en', 'es', 'fr', 'de', 'sw', 'hi'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE vetting_submissions DROP COLUMN locale`.execute(db);
}
