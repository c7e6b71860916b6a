import { type Kysely, sql } from 'kysely';

/**
 * Frozen. The vetting interview's scorecard (issue 38): five ratings from 1 to 4, a recommendation
 * and notes, one per submission round; saving it again before the decision replaces it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE vetting_scorecards (
    submission_id integer NOT NULL REFERENCES vetting_submissions(id) ON DELETE CASCADE,
    round integer NOT NULL,
    author_id integer REFERENCES users(id) ON DELETE SET NULL,
    problem_solving smallint NOT NULL CHECK (problem_solving BETWEEN 1 AND 4),
    communication smallint NOT NULL CHECK (communication BETWEEN 1 AND 4),
    code_quality smallint NOT NULL CHECK (code_quality BETWEEN 1 AND 4),
    technical_depth smallint NOT NULL CHECK (technical_depth BETWEEN 1 AND 4),
    english smallint NOT NULL CHECK (english BETWEEN 1 AND 4),
    recommendation text NOT NULL CHECK (recommendation IN ('hire', 'no_hire')),
    notes text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (submission_id, round)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS vetting_scorecards`.execute(db);
}
