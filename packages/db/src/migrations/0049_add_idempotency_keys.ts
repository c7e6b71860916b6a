import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Idempotency-Key on the REST rows that create something (issue 42, ADR 0042): one row per
 * key of a caller (`scope`: 'user:<id>', or 'visitor' with the route), method and path. A key is
 * claimed 'in_progress' before the row runs and holds its 2xx answer once 'done'; a failure deletes
 * it. Rows live 24 hours (`expires_at`); the retention sweep deletes them, and a claim takes over
 * an expired row or an in-progress one whose lease ran out (its process died).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE idempotency_keys (
    scope text NOT NULL,
    key text NOT NULL,
    method text NOT NULL,
    path text NOT NULL,
    user_id integer REFERENCES users (id) ON DELETE CASCADE,
    request_hash text NOT NULL,
    state text NOT NULL DEFAULT 'in_progress' CHECK (state IN ('in_progress', 'done')),
    response_status integer,
    response_body json,
    response_headers jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    locked_until timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (scope, key, method, path),
    CHECK (state = 'in_progress' OR response_status IS NOT NULL)
  )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at)`.execute(db);
  // Deleting a user deletes their keys (the cascade looks them up by user).
  await sql`CREATE INDEX idempotency_keys_user_idx ON idempotency_keys (user_id) WHERE user_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE idempotency_keys`.execute(db);
}
