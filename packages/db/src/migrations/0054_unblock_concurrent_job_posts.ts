import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Jobs posted at the same moment no longer wait on each other's commit for rows that only
 * need to exist once. A unique index makes a second transaction that adds the same key as a first,
 * not yet committed, wait for that one to end; two such keys were written by every job post:
 * - job_search_words (migration 0052): each new word of the job's search document;
 * - the queued 'saved-search.alerts' job (migration 0031), whose trigger also queues
 *   'password-reset.requests' for every forgot-password request.
 * So jobs posted at once by different transactions waited for each other's commit; a CI run that
 * posted eight at once got a 503 of job.create (a timeout; which one was not logged then). Both are
 * now added only when no committed row has them, with no unique index to wait on: two transactions
 * at once may both add one, a duplicate word that the prefix lookup reads past (it asks DISTINCT
 * words), or a second run of the job, which finds its queue table already drained (each row is
 * claimed once, SKIP LOCKED).
 * One statement per call (PGlite runs them singly).
 */
const upStatements = [
  'ALTER TABLE job_search_words DROP CONSTRAINT job_search_words_pkey',
  'CREATE INDEX job_search_words_word_idx ON job_search_words (word)',
  `CREATE OR REPLACE FUNCTION jobs_add_search_words() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO job_search_words (word)
        SELECT new_word FROM unnest(tsvector_to_array(NEW.search_vector)) AS new_word
        WHERE NOT EXISTS (SELECT 1 FROM job_search_words WHERE word = new_word);
      RETURN NULL;
    END $$`,
  // Without a key: the queued-key index is unique.
  `CREATE INDEX background_jobs_queued_name_idx ON background_jobs (name) WHERE state = 'queued'`,
  `CREATE OR REPLACE FUNCTION queue_background_job_for_queue_table() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN
      INSERT INTO background_jobs (name, max_attempts)
        SELECT TG_ARGV[0], 3
        WHERE NOT EXISTS (SELECT 1 FROM background_jobs WHERE name = TG_ARGV[0] AND state = 'queued');
      RETURN NULL;
    END $$`,
];

const downStatements = [
  `CREATE OR REPLACE FUNCTION queue_background_job_for_queue_table() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN
      INSERT INTO background_jobs (name, key, max_attempts) VALUES (TG_ARGV[0], TG_ARGV[0], 3)
        ON CONFLICT (key) WHERE state = 'queued' DO NOTHING;
      RETURN NULL;
    END $$`,
  'DROP INDEX IF EXISTS background_jobs_queued_name_idx',
  `CREATE OR REPLACE FUNCTION jobs_add_search_words() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      INSERT INTO job_search_words (word)
        SELECT unnest(tsvector_to_array(NEW.search_vector))
        ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`,
  'DROP INDEX IF EXISTS job_search_words_word_idx',
  // Keeps one row of each word so the key can come back.
  `DELETE FROM job_search_words AS duplicate USING job_search_words AS kept
     WHERE duplicate.word = kept.word AND duplicate.ctid > kept.ctid`,
  'ALTER TABLE job_search_words ADD PRIMARY KEY (word)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
