import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Extra time on the vetting assessment (issue 38, ADR 0033): an admin grants it on a
 * submission's assessment stage before the attempt starts, for an applicant who asks (WCAG 2.2.1);
 * the attempt then runs half as long again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE vetting_stages ADD COLUMN extra_time boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE vetting_stages DROP COLUMN IF EXISTS extra_time`.execute(db);
}
