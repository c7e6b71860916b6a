import { type Kysely, sql } from 'kysely';

/**
 * Frozen. A contract outlives its job (issue 35): when a super admin deletes the job, `job_id` is
 * set to null and the job's title is written into `contracts.job_title`, so the contract and the
 * lines of its invoices keep showing the title they were issued with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE contracts ADD COLUMN job_title text').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE contracts DROP COLUMN IF EXISTS job_title').execute(db);
}
