import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Keeping a search going (issue 14): clients' shortlists of developers with a private note
 * each, developers' saved jobs, saved searches with alerts, and what the alerts need to say each
 * new job or developer once: an outbox of items to check (`saved_search_checks`, claimed by one
 * process), the hits already found (`saved_search_hits`, one per search and item) and the daily
 * digests already sent (`saved_search_digests`, one per user and day).
 */
const upStatements = [
  `CREATE TABLE shortlists (
    id serial PRIMARY KEY,
    client_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE UNIQUE INDEX shortlists_client_name_key ON shortlists (client_id, lower(name))',
  `CREATE TABLE shortlist_developers (
    shortlist_id integer NOT NULL REFERENCES shortlists (id) ON DELETE CASCADE,
    developer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    note text,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (shortlist_id, developer_id)
  )`,
  'CREATE INDEX shortlist_developers_developer_id_idx ON shortlist_developers (developer_id)',
  `CREATE TABLE saved_jobs (
    developer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (developer_id, job_id)
  )`,
  'CREATE INDEX saved_jobs_job_id_idx ON saved_jobs (job_id)',
  `CREATE TABLE saved_searches (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('jobs', 'developers')),
    name text NOT NULL,
    query jsonb NOT NULL DEFAULT '{}',
    alert text NOT NULL DEFAULT 'off' CHECK (alert IN ('off', 'instant', 'daily')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX saved_searches_user_id_idx ON saved_searches (user_id, id DESC)',
  `CREATE INDEX saved_searches_alerting_idx ON saved_searches (kind, id) WHERE alert <> 'off'`,
  `CREATE TABLE saved_search_checks (
    id bigserial PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('jobs', 'developers')),
    -- a job id, or a developer profile id
    item_id integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Every path that posts a job or approves a developer (API, admin, invitation, seed) queues its
  // check in the same transaction.
  `CREATE FUNCTION queue_job_saved_search_check() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN INSERT INTO saved_search_checks (kind, item_id) VALUES ('jobs', NEW.id); RETURN NULL; END $$`,
  `CREATE TRIGGER jobs_saved_search_check
    AFTER INSERT ON jobs
    FOR EACH ROW WHEN (NEW.status = 'open')
    EXECUTE FUNCTION queue_job_saved_search_check()`,
  `CREATE FUNCTION queue_developer_saved_search_check() RETURNS trigger
    LANGUAGE plpgsql
    AS $$ BEGIN INSERT INTO saved_search_checks (kind, item_id) VALUES ('developers', NEW.id); RETURN NULL; END $$`,
  `CREATE TRIGGER developer_profiles_saved_search_check_insert
    AFTER INSERT ON developer_profiles
    FOR EACH ROW WHEN (NEW.is_approved)
    EXECUTE FUNCTION queue_developer_saved_search_check()`,
  `CREATE TRIGGER developer_profiles_saved_search_check_update
    AFTER UPDATE OF is_approved ON developer_profiles
    FOR EACH ROW WHEN (NEW.is_approved AND NOT OLD.is_approved)
    EXECUTE FUNCTION queue_developer_saved_search_check()`,
  `CREATE TABLE saved_search_hits (
    saved_search_id integer NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
    item_id integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    delivered_at timestamptz,
    PRIMARY KEY (saved_search_id, item_id)
  )`,
  `CREATE INDEX saved_search_hits_undelivered_idx ON saved_search_hits (saved_search_id)
    WHERE delivered_at IS NULL`,
  `CREATE TABLE saved_search_digests (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    day date NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, day)
  )`,
];

const downStatements = [
  'DROP TABLE IF EXISTS saved_search_digests',
  'DROP TABLE IF EXISTS saved_search_hits',
  'DROP TRIGGER IF EXISTS developer_profiles_saved_search_check_update ON developer_profiles',
  'DROP TRIGGER IF EXISTS developer_profiles_saved_search_check_insert ON developer_profiles',
  'DROP FUNCTION IF EXISTS queue_developer_saved_search_check()',
  'DROP TRIGGER IF EXISTS jobs_saved_search_check ON jobs',
  'DROP FUNCTION IF EXISTS queue_job_saved_search_check()',
  'DROP TABLE IF EXISTS saved_search_checks',
  'DROP TABLE IF EXISTS saved_searches',
  'DROP TABLE IF EXISTS saved_jobs',
  'DROP TABLE IF EXISTS shortlist_developers',
  'DROP TABLE IF EXISTS shortlists',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
