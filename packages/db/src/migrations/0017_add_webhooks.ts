import { type Kysely, sql } from 'kysely';

/**
 * Webhooks (issue 17): endpoints registered by clients and admins, and an outbox of deliveries
 * drained by every API process like email_outbox. The signing secret is stored as is because
 * signing needs it (it is never returned after creation). A delivery keeps one event id (the
 * webhook-id header) across its attempts; `locked_until` is the lease of the process sending it.
 */
const upStatements = [
  `CREATE TABLE webhook_endpoints (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    url text NOT NULL,
    events text[] NOT NULL CHECK (cardinality(events) > 0),
    description text NOT NULL DEFAULT '',
    secret text NOT NULL,
    enabled boolean NOT NULL DEFAULT true,
    disabled_at timestamptz,
    disabled_reason text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX webhook_endpoints_user_id_idx ON webhook_endpoints (user_id, id)`,
  `CREATE TABLE webhook_deliveries (
    id serial PRIMARY KEY,
    endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    event_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    event_type text NOT NULL,
    payload jsonb NOT NULL,
    status text NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'delivering', 'succeeded', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    locked_until timestamptz,
    response_status integer,
    response_time_ms integer,
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    delivered_at timestamptz
  )`,
  `CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (status, next_attempt_at)
    WHERE status IN ('pending', 'delivering')`,
  `CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC)`,
];

const downStatements = [`DROP TABLE webhook_deliveries`, `DROP TABLE webhook_endpoints`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
