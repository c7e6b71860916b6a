import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Introductions (issue 40): each developer introduced to a job's client, once per job
 * (unique job and developer, so the job that introduces may run twice). `developer_id` is the
 * developer profile's id, as the public /developer/{id} page and matching use; `introduced_by_id`
 * is the admin who introduced by hand, null when it was automatic. `reasons` keeps the match's
 * sentences as they were shown. The queue's and the figure's reads go by job and by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const upStatements = [
    `CREATE TABLE job_introductions (
      id serial PRIMARY KEY,
      job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
      developer_id integer NOT NULL REFERENCES developer_profiles (id) ON DELETE CASCADE,
      score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
      reasons text[] NOT NULL DEFAULT '{}',
      introduced_by_id integer REFERENCES users (id) ON DELETE SET NULL,
      introduced_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (job_id, developer_id)
    )`,
    `CREATE INDEX job_introductions_developer_id_idx ON job_introductions (developer_id)`,
    `CREATE INDEX job_introductions_introduced_by_id_idx ON job_introductions (introduced_by_id)`,
  ];
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE job_introductions').execute(db);
}
