import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Credential signals (issue 35): an open live stream must end when the session or API
 * token it was opened with ends, in every API process. A row trigger sends a NOTIFY on
 * `talanta_credential_signals` with the user's id when one of their sessions or tokens is deleted
 * (sign-out, revocation, password change, role change, account deletion), their role changes or
 * their row is deleted; each process then re-checks that user's open streams. NOTIFY is delivered
 * at commit, so a rolled-back change ends nothing, and equal payloads of one transaction fold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Inside the function, so the test templates' key (a hash of up's text) sees every change.
  const triggers: [name: string, table: string, events: string, when: string][] = [
    ['auth_sessions_signal_credentials', 'auth_sessions', 'DELETE', ''],
    ['api_tokens_signal_credentials', 'api_tokens', 'DELETE', ''],
    ['users_signal_credentials_deleted', 'users', 'DELETE', ''],
    ['users_signal_credentials_role', 'users', 'UPDATE OF role', 'WHEN (OLD.role IS DISTINCT FROM NEW.role)'],
  ];
  // Two branches rather than one expression: PL/pgSQL resolves OLD's fields when a statement runs.
  await sql
    .raw(`CREATE FUNCTION talanta_signal_credentials() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('talanta_credential_signals', OLD.id::text);
  ELSE
    PERFORM pg_notify('talanta_credential_signals', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$`)
    .execute(db);
  for (const [name, table, events, when] of triggers) {
    await sql
      .raw(
        `CREATE TRIGGER ${name} AFTER ${events} ON ${table}
          FOR EACH ROW ${when} EXECUTE FUNCTION talanta_signal_credentials()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const triggers: [name: string, table: string][] = [
    ['auth_sessions_signal_credentials', 'auth_sessions'],
    ['api_tokens_signal_credentials', 'api_tokens'],
    ['users_signal_credentials_deleted', 'users'],
    ['users_signal_credentials_role', 'users'],
  ];
  for (const [name, table] of triggers)
    await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS talanta_signal_credentials()').execute(db);
}
