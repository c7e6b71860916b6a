import { type Kysely, sql } from 'kysely';

/**
 * Frozen. The vetting assessment (issue 38): a bank of multiple-choice questions admins keep per
 * skill (deleting archives, so past attempts keep their meaning), and one timed attempt per
 * submission round. An attempt's items are a snapshot of the questions drawn, with the choices in
 * the order this applicant saw them and the right answer mapped to that order, so editing or
 * archiving a question later changes no grade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE vetting_questions (
      id serial PRIMARY KEY,
      skill text NOT NULL,
      prompt text NOT NULL,
      choices text[] NOT NULL CHECK (cardinality(choices) BETWEEN 2 AND 6),
      correct_index integer NOT NULL CHECK (correct_index >= 0 AND correct_index < cardinality(choices)),
      explanation text,
      created_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      archived_at timestamptz
    )`,
    'CREATE INDEX vetting_questions_skill_idx ON vetting_questions (skill) WHERE archived_at IS NULL',
    `CREATE TABLE vetting_assessment_attempts (
      id serial PRIMARY KEY,
      submission_id integer NOT NULL REFERENCES vetting_submissions(id) ON DELETE CASCADE,
      round integer NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      submitted_at timestamptz,
      score integer CHECK (score BETWEEN 0 AND 100),
      passed boolean,
      UNIQUE (submission_id, round)
    )`,
    `CREATE TABLE vetting_assessment_items (
      attempt_id integer NOT NULL REFERENCES vetting_assessment_attempts(id) ON DELETE CASCADE,
      position integer NOT NULL,
      question_id integer NOT NULL REFERENCES vetting_questions(id),
      prompt text NOT NULL,
      choices text[] NOT NULL,
      correct_index integer NOT NULL,
      choice_index integer,
      PRIMARY KEY (attempt_id, position),
      UNIQUE (attempt_id, question_id)
    )`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TABLE IF EXISTS vetting_assessment_items',
    'DROP TABLE IF EXISTS vetting_assessment_attempts',
    'DROP TABLE IF EXISTS vetting_questions',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
