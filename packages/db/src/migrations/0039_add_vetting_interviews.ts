import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Vetting interviews share the interviews table (issue 38, ADR 0028): an interview belongs
 * to a job application or to a vetting submission, exactly one. Its two participants are now
 * columns: `host_id` (the job's client, or the admin who interviews for vetting) and `developer_id`,
 * backfilled from job_applications and jobs, so the queries no longer need a job to find them.
 */
const upStatements = [
  `ALTER TABLE interviews ALTER COLUMN application_id DROP NOT NULL`,
  `ALTER TABLE interviews
    ADD COLUMN vetting_submission_id integer REFERENCES vetting_submissions (id) ON DELETE CASCADE,
    ADD COLUMN host_id integer REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN developer_id integer REFERENCES users (id) ON DELETE CASCADE`,
  `UPDATE interviews SET host_id = jobs.client_id, developer_id = job_applications.developer_id
    FROM job_applications JOIN jobs ON jobs.id = job_applications.job_id
    WHERE job_applications.id = interviews.application_id`,
  `ALTER TABLE interviews ALTER COLUMN developer_id SET NOT NULL`,
  `ALTER TABLE interviews ADD CONSTRAINT interviews_one_subject_check
    CHECK (num_nonnulls(application_id, vetting_submission_id) = 1)`,
  `CREATE INDEX interviews_vetting_submission_id_idx ON interviews (vetting_submission_id)`,
  `CREATE INDEX interviews_host_id_idx ON interviews (host_id)`,
  `CREATE INDEX interviews_developer_id_idx ON interviews (developer_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM interviews WHERE application_id IS NULL`.execute(db);
  await sql`ALTER TABLE interviews DROP CONSTRAINT IF EXISTS interviews_one_subject_check`.execute(db);
  await sql`ALTER TABLE interviews
    DROP COLUMN IF EXISTS vetting_submission_id,
    DROP COLUMN IF EXISTS host_id,
    DROP COLUMN IF EXISTS developer_id`.execute(db);
  await sql`ALTER TABLE interviews ALTER COLUMN application_id SET NOT NULL`.execute(db);
}
