import { type Kysely, sql } from 'kysely';

/**
 * Frozen. Cache signals (issue 16): each API process keeps short-lived caches of public lists and
 * of session checks, and drops them when the rows behind them change, whichever process (or
 * script) changed them. A statement-level trigger sends one NOTIFY on `talanta_cache_signals` per
 * writing statement, delivered to every listener at commit (duplicates in one transaction fold
 * into one); the payload names what changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Inside the function, so the test templates' key (a hash of up's text) sees every change.
  const signals: [table: string, events: string, payload: string][] = [
    ['jobs', 'INSERT OR UPDATE OR DELETE', 'jobs'],
    // Job cards show the client's company.
    ['client_profiles', 'INSERT OR UPDATE OR DELETE', 'jobs'],
    // Names (job cards, talent cards) and roles (session checks).
    ['users', 'UPDATE OR DELETE', 'users'],
    ['developer_profiles', 'INSERT OR UPDATE OR DELETE', 'talent'],
    // Talent cards show ratings and completed contracts.
    ['reviews', 'INSERT OR UPDATE OR DELETE', 'talent'],
    ['contracts', 'INSERT OR UPDATE OR DELETE', 'talent'],
    // A sign-out, a password change or a deletion ends sessions; an expiry moves.
    ['auth_sessions', 'UPDATE OF expires_at OR DELETE', 'sessions'],
  ];
  await sql
    .raw(`CREATE FUNCTION talanta_signal_caches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('talanta_cache_signals', TG_ARGV[0]);
  RETURN NULL;
END $$`)
    .execute(db);
  for (const [table, events, payload] of signals) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_signal_caches AFTER ${events} ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION talanta_signal_caches('${payload}')`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'jobs',
    'client_profiles',
    'users',
    'developer_profiles',
    'reviews',
    'contracts',
    'auth_sessions',
  ];
  for (const table of tables)
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_signal_caches ON ${table}`).execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS talanta_signal_caches()').execute(db);
}
