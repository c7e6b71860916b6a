import { sql } from 'kysely';
import type { Executor } from './executor';

export interface RateLimitCount {
  key: string;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

// A row whose window has ended counts as a fresh window (the cleanup may not have removed it yet).
const windowEnded = sql<boolean>`auth_rate_limits.resets_at <= now()`;

/**
 * Counts one hit on every key in a single INSERT … ON CONFLICT DO UPDATE … RETURNING, so concurrent
 * hits (from any process) each see their own count and none slips under a limit. Keys are sorted
 * so that two concurrent calls lock their rows in the same order.
 */
export async function hitRateLimits(
  db: Executor,
  keys: readonly string[],
  windowSeconds: number,
): Promise<RateLimitCount[]> {
  const sortedKeys = [...new Set(keys)].sort();
  const resetsAt = sql<Date>`now() + make_interval(secs => ${windowSeconds}::int)`;
  return db
    .insertInto('authRateLimits')
    .values(sortedKeys.map((key) => ({ key, hits: 1, resetsAt })))
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql`CASE WHEN ${windowEnded} THEN 1 ELSE auth_rate_limits.hits + 1 END`,
        resetsAt: sql`CASE WHEN ${windowEnded} THEN excluded.resets_at ELSE auth_rate_limits.resets_at END`,
      }),
    )
    .returning([
      'key',
      'hits',
      sql<number>`greatest(1, ceil(extract(epoch FROM resets_at - now())))::int`.as('retryAfterSeconds'),
    ])
    .execute();
}

/** Takes one hit back from each key (an attempt that another limit refused). */
export async function refundRateLimits(db: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('authRateLimits')
    .set({ hits: sql`greatest(hits - 1, 0)` })
    .where('key', 'in', [...keys])
    .execute();
}

export async function deleteRateLimit(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('authRateLimits').where('key', '=', key).execute();
}

/**
 * Removes the counters whose window has ended; returns how many went. Rows an attempt is counting
 * right now are skipped (SKIP LOCKED), so the cleanup never waits on, or deadlocks with, an attempt.
 */
export async function deleteExpiredRateLimits(db: Executor): Promise<number> {
  const result = await db
    .deleteFrom('authRateLimits')
    .where(
      'key',
      'in',
      db
        .selectFrom('authRateLimits')
        .select('key')
        .where('resetsAt', '<=', sql<Date>`now()`)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
