import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Every word in any job's search document (issue 43), so a typed prefix can be looked up as
 * the words it stands for: GIN answers a prefix ("reac:*") by collecting every match of every word
 * it covers into a bitmap (about 1 µs a match: "node:* & js:* & graphql:*" 50 ms at 300,000 jobs),
 * and the same words asked exactly (`'react' | 'reactive'`) in about a fifth of that.
 *
 * Words are only added, by a trigger after a job's document is written; a word whose jobs are gone
 * stays and matches nothing. The "C" collation lets `word LIKE 'prefix%'` read the primary key.
 * One statement per call (PGlite runs them singly).
 */
const upStatements = [
  `CREATE TABLE job_search_words (word text COLLATE "C" PRIMARY KEY)`,
  `INSERT INTO job_search_words (word)
     SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM jobs WHERE search_vector IS NOT NULL
     ON CONFLICT DO NOTHING`,
  `CREATE FUNCTION jobs_add_search_words() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO job_search_words (word)
        SELECT unnest(tsvector_to_array(NEW.search_vector))
        ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`,
  // AFTER: the generated search_vector is computed by then.
  `CREATE TRIGGER jobs_search_words_insert AFTER INSERT ON jobs
    FOR EACH ROW EXECUTE FUNCTION jobs_add_search_words()`,
  `CREATE TRIGGER jobs_search_words_update AFTER UPDATE ON jobs
    FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
    EXECUTE FUNCTION jobs_add_search_words()`,
];

const downStatements = [
  'DROP TRIGGER IF EXISTS jobs_search_words_update ON jobs',
  'DROP TRIGGER IF EXISTS jobs_search_words_insert ON jobs',
  'DROP FUNCTION IF EXISTS jobs_add_search_words()',
  'DROP TABLE IF EXISTS job_search_words',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
