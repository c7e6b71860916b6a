import { LIMITS } from '@talanta/schema';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../types';
import type { Executor } from './executor';

/**
 * The number of rows a search matches, counted up to LIMITS.searchCountCap and one more: the
 * count stops after that many rows instead of visiting every match, so it costs the same at
 * 10,000 and at 1,000,000 rows. `toCappedTotal` turns it into the API's total.
 */
export function cappedCountQuery<T extends keyof Database>(
  db: Executor,
  matches: SelectQueryBuilder<Database, T, object>,
) {
  return db
    .selectFrom(
      matches
        .select(sql.lit(1).as('one'))
        .limit(LIMITS.searchCountCap + 1)
        .as('capped'),
    )
    .select((eb) => eb.fn.countAll<number>().as('total'));
}

/** `total` exact below the cap; at the cap with `totalIsCapped` when more rows match. */
export function toCappedTotal(counted: number): { total: number; totalIsCapped: boolean } {
  const count = Number(counted);
  return count > LIMITS.searchCountCap
    ? { total: LIMITS.searchCountCap, totalIsCapped: true }
    : { total: count, totalIsCapped: false };
}
