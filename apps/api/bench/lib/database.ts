import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the benchmarks create their throwaway databases on. */
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database with a random name and the given planner settings (they apply to
 * every later connection); `drop` removes it, also with connections still open.
 */
export async function createThrowawayDatabase(
  prefix: string,
  settings: Record<string, string> = {},
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await onServer(async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    for (const [setting, value] of Object.entries(settings)) {
      await client.query(`ALTER DATABASE ${name} SET ${setting} = ${client.escapeLiteral(value)}`);
    }
  });
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/**
 * The server as a report names it: its version and its buffer cache (shared_buffers), which
 * decides whether the tables' pages are read from PostgreSQL's memory or through the kernel.
 */
export async function describeServer(pool: Pick<pg.Pool, 'query'> | null | undefined): Promise<string> {
  const result = await pool?.query<{ version: string; buffers: string }>(
    `SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS buffers`,
  );
  const row = result?.rows[0];
  return row ? `PostgreSQL ${row.version} (shared_buffers ${row.buffers})` : 'PostgreSQL ?';
}
