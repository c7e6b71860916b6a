import { type Kysely, sql } from 'kysely';

/**
 * Frozen. A row added to a queue table (saved-search checks, forgot-password requests) is never left
 * without a run of its job after it commits (ADR 0054). The trigger queued the job only when none
 * was queued; but the queued one it saw could be claimed and run before the adding transaction
 * committed, and that run could not see the new row: the row waited for the 30-second schedule (a
 * saved search's instant alert, a reset email, late). Now the trigger share-locks the queued job it
 * relies on, until its transaction ends: a runner's claim (FOR UPDATE SKIP LOCKED) passes that job
 * by until then, and takes it once the row is there to see. Adders still never wait for each other
 * (share locks do not conflict); a job a runner is claiming at that moment is skipped, and a new one
 * is queued instead.
 * One statement per call (PGlite runs them singly).
 */
const upStatements = [
  `CREATE OR REPLACE FUNCTION queue_background_job_for_queue_table() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN
      PERFORM 1 FROM background_jobs WHERE name = TG_ARGV[0] AND state = 'queued'
        LIMIT 1 FOR SHARE SKIP LOCKED;
      IF NOT FOUND THEN
        INSERT INTO background_jobs (name, max_attempts) VALUES (TG_ARGV[0], 3);
      END IF;
      RETURN NULL;
    END $$`,
];

const downStatements = [
  `CREATE OR REPLACE FUNCTION queue_background_job_for_queue_table() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN
      INSERT INTO background_jobs (name, max_attempts)
        SELECT TG_ARGV[0], 3
        WHERE NOT EXISTS (SELECT 1 FROM background_jobs WHERE name = TG_ARGV[0] AND state = 'queued');
      RETURN NULL;
    END $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
