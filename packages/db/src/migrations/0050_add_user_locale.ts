import { type Kysely, sql } from 'kysely';

/**
 * Frozen. The language a person chose for the site and its emails (issue 41): null until they
 * choose one (or register, which keeps the language the form was in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('en', 'es', 'fr', 'de', 'sw', 'hi'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN locale`.execute(db);
}
