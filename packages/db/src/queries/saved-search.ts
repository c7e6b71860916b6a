import type { TSavedSearch, TSavedSearchKind } from '@talanta/schema';
import type { Executor } from './executor';

/** Saved searches of jobs and of developers (issue 14; migration 0023); their alerts are in saved-search-alert.ts. */

const SAVED_SEARCH_COLUMNS = [
  'id',
  'userId',
  'kind',
  'name',
  'query',
  'alert',
  'createdAt',
  'updatedAt',
] as const;

type SavedSearchRow = {
  id: number;
  userId: number;
  kind: TSavedSearchKind;
  name: string;
  query: Record<string, unknown>;
  alert: TSavedSearch['alert'];
  createdAt: Date;
  updatedAt: Date;
};

export function toSavedSearch(row: SavedSearchRow): TSavedSearch {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    query: row.query,
    alert: row.alert,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function countSavedSearches(db: Executor, userId: number) {
  return db
    .selectFrom('savedSearches')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export function insertSavedSearch(
  db: Executor,
  search: Pick<SavedSearchRow, 'userId' | 'kind' | 'name' | 'query' | 'alert'>,
): Promise<SavedSearchRow> {
  return db
    .insertInto('savedSearches')
    .values({ ...search, query: JSON.stringify(search.query) })
    .returning(SAVED_SEARCH_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function findSavedSearches(db: Executor, userId: number): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('savedSearches')
    .select(SAVED_SEARCH_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export function lockSavedSearch(db: Executor, id: number): Promise<SavedSearchRow | undefined> {
  return db
    .selectFrom('savedSearches')
    .select(SAVED_SEARCH_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateSavedSearch(
  db: Executor,
  id: number,
  changes: { name: string; alert: SavedSearchRow['alert']; query: Record<string, unknown> },
): Promise<SavedSearchRow> {
  return db
    .updateTable('savedSearches')
    .set({ ...changes, query: JSON.stringify(changes.query), updatedAt: new Date() })
    .where('id', '=', id)
    .returning(SAVED_SEARCH_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteSavedSearch(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('savedSearches').where('id', '=', id).execute();
}

/** Saved searches of the kind that alert, oldest first. */
export function findAlertingSavedSearches(db: Executor, kind: TSavedSearchKind): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('savedSearches')
    .select(SAVED_SEARCH_COLUMNS)
    .where('kind', '=', kind)
    .where('alert', '<>', 'off')
    .orderBy('id')
    .execute();
}
