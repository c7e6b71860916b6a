import { type Kysely, sql } from 'kysely';

/**
 * Offers and contracts (issue 13): a client offers an hourly rate (integer US cents) to a
 * developer, optionally for a job and from an application; accepting makes one contract per offer.
 * A partial unique index keeps one sent offer per (client, developer, job), even under races; the
 * list indexes serve each side's newest-first lists.
 */
const upStatements = [
  `CREATE TABLE offers (
    id serial PRIMARY KEY,
    client_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    developer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    job_id integer REFERENCES jobs (id) ON DELETE SET NULL,
    application_id integer REFERENCES job_applications (id) ON DELETE SET NULL,
    hourly_rate_cents integer NOT NULL CHECK (hourly_rate_cents >= 100),
    weekly_hour_limit integer NOT NULL CHECK (weekly_hour_limit BETWEEN 1 AND 60),
    start_date date NOT NULL,
    end_date date CHECK (end_date IS NULL OR end_date > start_date),
    message text,
    status text NOT NULL CHECK (status IN ('sent', 'accepted', 'declined', 'withdrawn')),
    decline_note text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    responded_at timestamptz
  )`,
  `CREATE UNIQUE INDEX offers_one_sent_idx ON offers (client_id, developer_id, COALESCE(job_id, 0))
    WHERE status = 'sent'`,
  `CREATE INDEX offers_client_id_idx ON offers (client_id, created_at DESC)`,
  `CREATE INDEX offers_developer_id_idx ON offers (developer_id, created_at DESC)`,
  `CREATE TABLE contracts (
    id serial PRIMARY KEY,
    offer_id integer NOT NULL UNIQUE REFERENCES offers (id) ON DELETE CASCADE,
    client_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    developer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    job_id integer REFERENCES jobs (id) ON DELETE SET NULL,
    hourly_rate_cents integer NOT NULL CHECK (hourly_rate_cents >= 100),
    weekly_hour_limit integer NOT NULL CHECK (weekly_hour_limit BETWEEN 1 AND 60),
    start_date date NOT NULL,
    end_date date,
    status text NOT NULL CHECK (status IN ('active', 'ended')),
    ended_by integer REFERENCES users (id) ON DELETE SET NULL,
    end_reason text,
    ended_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX contracts_client_id_idx ON contracts (client_id, created_at DESC)`,
  `CREATE INDEX contracts_developer_id_idx ON contracts (developer_id, created_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS contracts').execute(db);
  await sql.raw('DROP TABLE IF EXISTS offers').execute(db);
}
