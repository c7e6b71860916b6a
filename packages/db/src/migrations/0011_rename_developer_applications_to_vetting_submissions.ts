import { type Kysely, sql } from 'kysely';

/**
 * The talent's five-step vetting submission gets its own name: "application" means a job
 * application only (issue 11). Renames keep every row, index and constraint; audit rows follow.
 */
const pairs: [string, string][] = [
  [
    'ALTER TABLE developer_applications RENAME TO vetting_submissions',
    'ALTER TABLE vetting_submissions RENAME TO developer_applications',
  ],
  [
    'ALTER INDEX developer_applications_pkey RENAME TO vetting_submissions_pkey',
    'ALTER INDEX vetting_submissions_pkey RENAME TO developer_applications_pkey',
  ],
  [
    'ALTER SEQUENCE developer_applications_id_seq RENAME TO vetting_submissions_id_seq',
    'ALTER SEQUENCE vetting_submissions_id_seq RENAME TO developer_applications_id_seq',
  ],
  [
    'ALTER INDEX developer_applications_email_key RENAME TO vetting_submissions_email_key',
    'ALTER INDEX vetting_submissions_email_key RENAME TO developer_applications_email_key',
  ],
  [
    'ALTER INDEX developer_applications_created_at_idx RENAME TO vetting_submissions_created_at_idx',
    'ALTER INDEX vetting_submissions_created_at_idx RENAME TO developer_applications_created_at_idx',
  ],
  [
    'ALTER TABLE invitations RENAME COLUMN application_id TO vetting_submission_id',
    'ALTER TABLE invitations RENAME COLUMN vetting_submission_id TO application_id',
  ],
  [
    'ALTER INDEX invitations_application_id_idx RENAME TO invitations_vetting_submission_id_idx',
    'ALTER INDEX invitations_vetting_submission_id_idx RENAME TO invitations_application_id_idx',
  ],
  [
    "UPDATE audit_log SET target_type = 'vetting_submission' WHERE target_type = 'developer_application'",
    "UPDATE audit_log SET target_type = 'developer_application' WHERE target_type = 'vetting_submission'",
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [up] of pairs) await sql.raw(up).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [, down] of [...pairs].reverse()) await sql.raw(down).execute(db);
}
