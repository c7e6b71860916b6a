import { POOL_APPLICATION_NAME } from '@talanta/db';
import pg from 'pg';

/**
 * A connection of its own to the test database that does what an operator or another program
 * would: hold a table lock in an open transaction, watch pg_stat_activity, terminate backends.
 * Everything is scoped to this one database, so tests of other files on the server are untouched.
 */
export class PgOperator {
  /** Two connections: the locker's open transaction would see one frozen pg_stat_activity snapshot. */
  private constructor(
    private readonly locker: pg.Client,
    private readonly client: pg.Client,
    private readonly database: string,
  ) {}

  static async connect(databaseUrl: string): Promise<PgOperator> {
    const open = async () => {
      const client = new pg.Client({
        connectionString: databaseUrl,
        application_name: 'talanta-test-operator',
      });
      await client.connect();
      return client;
    };
    const database = new URL(databaseUrl).pathname.slice(1);
    return new PgOperator(await open(), await open(), database);
  }

  /** Takes the table's strongest lock and keeps it until unlock(): every query on it waits. */
  async lock(table: string) {
    await this.locker.query('BEGIN');
    await this.locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  }

  async unlock() {
    await this.locker.query('ROLLBACK');
  }

  /** Polls until `count` of the app's backends wait on a lock (bounded). */
  async waitForBlockedBackends(count: number, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await this.client.query<{ blocked: number }>(
        `select count(*)::int as blocked from pg_stat_activity
         where datname = $1 and application_name = $2 and wait_event_type = 'Lock'`,
        [this.database, POOL_APPLICATION_NAME],
      );
      if ((rows[0]?.blocked ?? 0) >= count) return;
      if (Date.now() > deadline) throw new Error(`only ${rows[0]?.blocked} backends blocked`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Terminates the app's busy backends (the reported reproduction) and returns how many. */
  async terminateBusyBackends(): Promise<number> {
    const { rows } = await this.client.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
       where datname = $1 and application_name = $2 and state <> 'idle'`,
      [this.database, POOL_APPLICATION_NAME],
    );
    return rows.filter((row) => row.terminated).length;
  }

  async close() {
    await this.locker.end();
    await this.client.end();
  }
}
