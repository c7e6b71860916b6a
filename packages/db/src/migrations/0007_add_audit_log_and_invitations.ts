import { type Kysely, sql } from 'kysely';

/**
 * The admin audit log (one row per admin action, written in the action's own transaction) and the
 * invitations an approved developer application sends. One statement per call (PGlite runs them singly).
 */
const upStatements = [
  `CREATE TABLE audit_log (
    id serial PRIMARY KEY,
    actor_id integer REFERENCES users (id) ON DELETE SET NULL,
    actor_email text NOT NULL,
    action text NOT NULL,
    target_type text NOT NULL,
    target_id integer,
    before jsonb,
    after jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX audit_log_created_at_idx ON audit_log (created_at DESC, id DESC)`,
  `CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC)`,
  `CREATE INDEX audit_log_actor_id_idx ON audit_log (actor_id, created_at DESC)`,

  `CREATE TABLE invitations (
    id serial PRIMARY KEY,
    token_hash text NOT NULL UNIQUE,
    email text NOT NULL,
    application_id integer NOT NULL REFERENCES developer_applications (id) ON DELETE CASCADE,
    invited_by integer REFERENCES users (id) ON DELETE SET NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    used_by integer REFERENCES users (id) ON DELETE SET NULL,
    revoked_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX invitations_open_email_idx ON invitations (lower(email)) WHERE used_at IS NULL AND revoked_at IS NULL`,
  `CREATE INDEX invitations_application_id_idx ON invitations (application_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS invitations').execute(db);
  await sql.raw('DROP TABLE IF EXISTS audit_log').execute(db);
}
