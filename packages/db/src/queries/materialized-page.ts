import { type OperationNodeSource, type RawBuilder, sql } from 'kysely';

/**
 * A search's matches found first, in a materialized step, and one page of them, in one row: how
 * many were found (`matched`) and the page's ids in the list's order. Read first, the matches have
 * one sensible plan, the index; asked for a sorted page directly, the planner could instead walk
 * the list's order testing each row, which reads every row when the matches are few (ADR 0046).
 * `matches` selects `id` and the columns `order` and `where` name. Browse Jobs and talent search.
 */
export function materializedPageQuery(
  matches: OperationNodeSource,
  page: { order: RawBuilder<unknown>; where?: RawBuilder<boolean>; limit: number; offset: number },
) {
  return sql<{ matched: number; pageIds: number[] | null }>`
    WITH matches AS MATERIALIZED (${matches})
    SELECT (SELECT count(*) FROM matches)::int AS matched,
      (SELECT array_agg(id) FROM (
        SELECT id FROM matches ${page.where ? sql`WHERE ${page.where}` : sql``}
        ORDER BY ${page.order}
        LIMIT ${page.limit} OFFSET ${page.offset}
      ) AS page) AS page_ids`;
}
