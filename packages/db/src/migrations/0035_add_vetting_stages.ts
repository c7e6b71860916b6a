import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Vetting with stages (issue 38): each submission's round has four stages (application,
 * assessment, interview, references), each with a state, its dates, whether approval waits for it
 * and who decided it; every decision is kept in `vetting_decisions` with the stages as they stood,
 * since re-applying reuses the submission's row. Submissions made before this were reviewed on
 * the application alone: their application stage follows their decision and the other three are
 * skipped and not required, so no past decision changes meaning.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'ALTER TABLE vetting_submissions ADD COLUMN round integer NOT NULL DEFAULT 1',
    `CREATE TABLE vetting_stages (
      submission_id integer NOT NULL REFERENCES vetting_submissions(id) ON DELETE CASCADE,
      round integer NOT NULL,
      key text NOT NULL CHECK (key IN ('application', 'assessment', 'interview', 'references')),
      state text NOT NULL DEFAULT 'pending'
        CHECK (state IN ('pending', 'scheduled', 'passed', 'failed', 'skipped')),
      required boolean NOT NULL,
      scheduled_at timestamptz,
      completed_at timestamptz,
      score integer CHECK (score BETWEEN 0 AND 100),
      decided_by integer REFERENCES users(id) ON DELETE SET NULL,
      notes text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (submission_id, round, key)
    )`,
    `CREATE TABLE vetting_decisions (
      id serial PRIMARY KEY,
      submission_id integer NOT NULL REFERENCES vetting_submissions(id) ON DELETE CASCADE,
      round integer NOT NULL,
      decision text NOT NULL CHECK (decision IN ('approved', 'rejected')),
      decided_at timestamptz NOT NULL DEFAULT now(),
      decided_by integer REFERENCES users(id) ON DELETE SET NULL,
      stages jsonb NOT NULL
    )`,
    // The acceptance rate reads a window of decisions; a submission's history reads its own.
    'CREATE INDEX vetting_decisions_decided_at_idx ON vetting_decisions (decided_at)',
    'CREATE INDEX vetting_decisions_submission_idx ON vetting_decisions (submission_id, round, decided_at)',
    `INSERT INTO vetting_stages (submission_id, round, key, state, required, completed_at, decided_by)
      SELECT s.id, 1, k.key,
        CASE WHEN k.key <> 'application' THEN 'skipped'
             WHEN s.is_approved THEN 'passed'
             WHEN s.is_approved = false THEN 'failed'
             ELSE 'pending' END,
        k.key = 'application',
        CASE WHEN k.key = 'application' THEN s.reviewed_at END,
        CASE WHEN k.key = 'application' THEN s.reviewed_by END
      FROM vetting_submissions s
      CROSS JOIN (VALUES ('application'), ('assessment'), ('interview'), ('references')) AS k(key)`,
    `INSERT INTO vetting_decisions (submission_id, round, decision, decided_at, decided_by, stages)
      SELECT id, 1, CASE WHEN is_approved THEN 'approved' ELSE 'rejected' END,
        COALESCE(reviewed_at, created_at), reviewed_by,
        jsonb_build_array(
          jsonb_build_object('key', 'application', 'state', CASE WHEN is_approved THEN 'passed' ELSE 'failed' END, 'required', true, 'score', null),
          jsonb_build_object('key', 'assessment', 'state', 'skipped', 'required', false, 'score', null),
          jsonb_build_object('key', 'interview', 'state', 'skipped', 'required', false, 'score', null),
          jsonb_build_object('key', 'references', 'state', 'skipped', 'required', false, 'score', null))
      FROM vetting_submissions WHERE is_approved IS NOT NULL`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TABLE IF EXISTS vetting_decisions',
    'DROP TABLE IF EXISTS vetting_stages',
    'ALTER TABLE vetting_submissions DROP COLUMN IF EXISTS round',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
