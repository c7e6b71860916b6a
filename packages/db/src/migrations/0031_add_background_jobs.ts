import { type Kysely, sql } from 'kysely';

/**
 * Frozen. One job runner for all background work (issue 37, ADR "one internal job runner"):
 * `background_jobs` is the queue (a job is claimed with a lease, retried with a backoff, kept after
 * it finished until the retention sweep), `job_schedules` holds when each periodic job is next due
 * (claimed by one process per tick). The table is not `jobs`: that name holds the job postings.
 * Emails and webhook deliveries still waiting are queued as jobs; the webhook lease column goes
 * (the job's lease replaces it; the delivery log never showed it). Rows of the two queue tables
 * that others write (saved-search checks, forgot-password requests) queue their job by trigger.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  const upStatements = [
    `CREATE TABLE background_jobs (
      id serial PRIMARY KEY,
      name text NOT NULL,
      payload jsonb NOT NULL DEFAULT '{}'::jsonb,
      key text,
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
      run_at timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0,
      max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts > 0),
      locked_by text,
      locked_until timestamptz,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`,
    // One waiting job per key: a singleton or a deduplicated job is queued once until it starts.
    `CREATE UNIQUE INDEX background_jobs_queued_key_idx ON background_jobs (key) WHERE state = 'queued'`,
    `CREATE INDEX background_jobs_due_idx ON background_jobs (run_at, id) WHERE state = 'queued'`,
    `CREATE INDEX background_jobs_lease_idx ON background_jobs (locked_until) WHERE state = 'running'`,
    `CREATE INDEX background_jobs_finished_idx ON background_jobs (finished_at) WHERE finished_at IS NOT NULL`,
    `CREATE TABLE job_schedules (
      name text PRIMARY KEY,
      next_run_at timestamptz NOT NULL DEFAULT now()
    )`,
    `INSERT INTO background_jobs (name, key, payload, run_at, attempts, max_attempts)
      SELECT 'email.send', 'email.send:' || id, jsonb_build_object('emailId', id), next_attempt_at, attempts, 5
      FROM email_outbox WHERE sent_at IS NULL AND attempts < 5 ORDER BY id`,
    `INSERT INTO background_jobs (name, payload, run_at, attempts, max_attempts)
      SELECT 'webhook.deliver', jsonb_build_object('deliveryId', id), next_attempt_at, least(attempts, 7), 8
      FROM webhook_deliveries WHERE status IN ('pending', 'delivering') ORDER BY id`,
    `UPDATE webhook_deliveries SET status = 'pending' WHERE status = 'delivering'`,
    `ALTER TABLE webhook_deliveries DROP COLUMN locked_until`,
    // Saved-search checks (queued by triggers on jobs and developer profiles) and forgot-password
    // requests queue the job that works on them in the same transaction, whoever writes them.
    `CREATE FUNCTION queue_background_job_for_queue_table() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN
        INSERT INTO background_jobs (name, key, max_attempts) VALUES (TG_ARGV[0], TG_ARGV[0], 3)
          ON CONFLICT (key) WHERE state = 'queued' DO NOTHING;
        RETURN NULL;
      END $$`,
    `CREATE TRIGGER saved_search_checks_queue_job AFTER INSERT ON saved_search_checks
      FOR EACH STATEMENT EXECUTE FUNCTION queue_background_job_for_queue_table('saved-search.alerts')`,
    `CREATE TRIGGER password_reset_requests_queue_job AFTER INSERT ON password_reset_requests
      FOR EACH STATEMENT EXECUTE FUNCTION queue_background_job_for_queue_table('password-reset.requests')`,
  ];
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const downStatements = [
    `DROP TRIGGER password_reset_requests_queue_job ON password_reset_requests`,
    `DROP TRIGGER saved_search_checks_queue_job ON saved_search_checks`,
    `DROP FUNCTION queue_background_job_for_queue_table()`,
    `ALTER TABLE webhook_deliveries ADD COLUMN locked_until timestamptz`,
    `DROP TABLE job_schedules`,
    `DROP TABLE background_jobs`,
  ];
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
