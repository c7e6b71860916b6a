import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Vetting references (issue 38): the applicant names one or two referees per round of a
 * submission; each gets a single-use link whose token is stored only as its SHA-256 hash, valid
 * until `expires_at`, and answers once (months worked together, would rehire, comments).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE vetting_references (
      id serial PRIMARY KEY,
      submission_id integer NOT NULL REFERENCES vetting_submissions(id) ON DELETE CASCADE,
      round integer NOT NULL,
      position smallint NOT NULL CHECK (position IN (1, 2)),
      name text NOT NULL,
      email text NOT NULL,
      relationship text NOT NULL CHECK (relationship IN ('manager', 'colleague', 'client', 'report')),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      answered_at timestamptz,
      months_worked_together integer CHECK (months_worked_together BETWEEN 0 AND 600),
      would_rehire boolean,
      comments text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (submission_id, round, position)
    )`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS vetting_references').execute(db);
}
