import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Full-text search over a job's title, skills and description, and the indexes behind the
 * Browse Jobs filters. One statement per call (PGlite runs them singly); identical on PGlite and
 * PostgreSQL 15+.
 *
 * - The document is built by an IMMUTABLE SQL function because a stored generated column may only
 *   call immutable functions and array_to_string is merely STABLE (its result cannot change for
 *   text[], so the promise holds). PostgreSQL does not inline an IMMUTABLE function whose body is
 *   less strict, so the check sees the declared volatility on both versions.
 * - ASCII punctuation becomes spaces so "Node.js", "C#" and "CI/CD" split into words the same way
 *   the API splits a search (apps' search text keeps letters and digits only): "node" finds Node.js.
 * - The 'simple' configuration lower-cases without stemming or stop words, so every word, including
 *   "on" in "Ruby on Rails", is searchable by prefix ("reac" finds React).
 */
const upStatements = [
  `CREATE FUNCTION jobs_search_document(title text, description text, skills text[])
    RETURNS text
    LANGUAGE sql
    IMMUTABLE PARALLEL SAFE
    AS $$ SELECT translate(
      title || ' ' || array_to_string(skills, ' ') || ' ' || description,
      '!"#$%&''()*+,-./:;<=>?@[\\]^_\`{|}~',
      '                                '
    ) $$`,
  `ALTER TABLE jobs ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    to_tsvector('simple'::regconfig, jobs_search_document(title, description, required_skills))
  ) STORED`,
  `CREATE INDEX jobs_search_vector_idx ON jobs USING gin (search_vector)`,
  // Browse lists open jobs newest first; each filter gets an index led by status, so both the page
  // (walked in created_at order) and the X-Total-Count count are index scans.
  `CREATE INDEX jobs_status_category_created_at_idx ON jobs (status, category, created_at DESC)`,
  `CREATE INDEX jobs_status_experience_level_created_at_idx ON jobs (status, experience_level, created_at DESC)`,
  `CREATE INDEX jobs_status_max_budget_idx ON jobs (status, max_budget)`,
];

const downStatements = [
  'DROP INDEX IF EXISTS jobs_status_max_budget_idx',
  'DROP INDEX IF EXISTS jobs_status_experience_level_created_at_idx',
  'DROP INDEX IF EXISTS jobs_status_category_created_at_idx',
  'DROP INDEX IF EXISTS jobs_search_vector_idx',
  'ALTER TABLE jobs DROP COLUMN IF EXISTS search_vector',
  'DROP FUNCTION IF EXISTS jobs_search_document(text, text, text[])',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
