import { sql } from 'kysely';
import type { Executor } from './executor';

/** Round-trips the smallest query; throws when the database does not answer (the health check). */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
