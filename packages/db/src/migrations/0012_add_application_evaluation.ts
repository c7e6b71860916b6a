import { type Kysely, sql } from 'kysely';

/**
 * Evaluating applicants (issue 12): rejection reasons on job and vetting applications, the
 * developer's `withdrawn` status, a second application to the same job after a withdrawal or a
 * rejection, and invitations to apply.
 *
 * The second application is a new row: (job, developer) stays unique per `attempt`, which may only be
 * 1 or 2, so "once more" is a constraint of the table and not only of the code.
 */
const REASONS = `'skills_mismatch', 'experience_level', 'rate', 'availability', 'position_filled', 'incomplete_profile', 'other'`;

const upStatements = [
  `ALTER TABLE job_applications DROP CONSTRAINT job_applications_status_check`,
  `ALTER TABLE job_applications ADD CONSTRAINT job_applications_status_check
    CHECK (status IN ('pending', 'interview', 'accepted', 'rejected', 'withdrawn'))`,
  `ALTER TABLE job_applications ADD COLUMN rejection_reason text CHECK (rejection_reason IN (${REASONS}))`,
  `ALTER TABLE job_applications ADD COLUMN rejection_note text`,
  `ALTER TABLE job_applications ADD COLUMN attempt smallint NOT NULL DEFAULT 1 CHECK (attempt IN (1, 2))`,
  `ALTER TABLE job_applications DROP CONSTRAINT job_applications_job_id_developer_id_key`,
  `ALTER TABLE job_applications ADD CONSTRAINT job_applications_job_developer_attempt_key
    UNIQUE (job_id, developer_id, attempt)`,

  `ALTER TABLE vetting_submissions ADD COLUMN rejection_reason text CHECK (rejection_reason IN (${REASONS}))`,
  `ALTER TABLE vetting_submissions ADD COLUMN rejection_note text`,

  `CREATE TABLE job_invitations (
    id serial PRIMARY KEY,
    job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    developer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    message text,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (job_id, developer_id)
  )`,
  `CREATE INDEX job_invitations_developer_id_idx ON job_invitations (developer_id)`,
];

/** Down loses what the old tables cannot hold: second applications go, withdrawals read as rejections. */
const downStatements = [
  `DROP TABLE job_invitations`,
  `ALTER TABLE vetting_submissions DROP COLUMN rejection_note`,
  `ALTER TABLE vetting_submissions DROP COLUMN rejection_reason`,
  `DELETE FROM job_applications WHERE attempt > 1`,
  `ALTER TABLE job_applications DROP CONSTRAINT job_applications_job_developer_attempt_key`,
  `ALTER TABLE job_applications ADD CONSTRAINT job_applications_job_id_developer_id_key UNIQUE (job_id, developer_id)`,
  `ALTER TABLE job_applications DROP COLUMN attempt`,
  `ALTER TABLE job_applications DROP COLUMN rejection_note`,
  `ALTER TABLE job_applications DROP COLUMN rejection_reason`,
  `UPDATE job_applications SET status = 'rejected' WHERE status = 'withdrawn'`,
  `ALTER TABLE job_applications DROP CONSTRAINT job_applications_status_check`,
  `ALTER TABLE job_applications ADD CONSTRAINT job_applications_status_check
    CHECK (status IN ('pending', 'interview', 'accepted', 'rejected'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
