import { type Kysely, sql } from 'kysely';

/**
 * One developer path (issue 15): a vetting application submitted by a signed-in developer records
 * that account, so approval approves exactly it (ADR 0363). Deleting
 * the account keeps the application for the admins and forgets the link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      'ALTER TABLE vetting_submissions ADD COLUMN submitted_by integer REFERENCES users (id) ON DELETE SET NULL',
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE vetting_submissions DROP COLUMN IF EXISTS submitted_by').execute(db);
}
