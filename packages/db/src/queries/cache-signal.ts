import { sql } from 'kysely';
import type { Executor } from './executor';

/**
 * The channel every API process LISTENs on for cache signals (migration 0026): the payload says
 * which rows changed, so each process drops the caches built from them.
 */
export const CACHE_SIGNALS_CHANNEL = 'talanta_cache_signals';

/**
 * What a signal's payload names; `all` is sent by a listener that may have missed signals. The API
 * sends `mutation` after a signed-in person's mutation has committed (a page drawn for someone may
 * show it) and `visitor-mutation` after a visitor's (a visitor's page may show it too).
 */
export type CacheSignal = 'jobs' | 'talent' | 'users' | 'sessions' | 'mutation' | 'visitor-mutation' | 'all';

/** Sends `signal` to every API process (this one too), as migration 0026's triggers do for rows. */
export async function sendCacheSignal(db: Executor, signal: CacheSignal): Promise<void> {
  await sql`select pg_notify(${CACHE_SIGNALS_CHANNEL}, ${signal})`.execute(db);
}
