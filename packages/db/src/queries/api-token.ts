import type { ApiTokenScope } from '../platform-types';
import type { Executor } from './executor';

/**
 * Personal access tokens (apps/api/src/auth/api-token.ts makes and checks them): the table keeps
 * the id and a hash of the secret. Revoking deletes the row.
 */

export interface NewApiToken {
  id: string;
  userId: number;
  name: string;
  scopes: ApiTokenScope[];
  secretHash: Uint8Array;
  expiresAt: Date | null;
}

/** The columns a token's owner may see: never the hash. */
const LISTED_COLUMNS = ['id', 'name', 'scopes', 'createdAt', 'expiresAt', 'lastUsedAt'] as const;

export function insertApiToken(db: Executor, token: NewApiToken) {
  return db.insertInto('apiTokens').values(token).returning(LISTED_COLUMNS).executeTakeFirstOrThrow();
}

export function findUserApiTokens(db: Executor, userId: number) {
  return db
    .selectFrom('apiTokens')
    .select(LISTED_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

export async function countUserApiTokens(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('apiTokens')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What a request's bearer token is checked against. */
export function findApiTokenForAuth(db: Executor, id: string) {
  return db
    .selectFrom('apiTokens')
    .select(['id', 'userId', 'scopes', 'secretHash', 'expiresAt', 'lastUsedAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Records a use; callers skip it when the last one is recent, so busy tokens do not write on every request. */
export async function touchApiToken(db: Executor, id: string, usedAt: Date): Promise<void> {
  await db.updateTable('apiTokens').set({ lastUsedAt: usedAt }).where('id', '=', id).execute();
}

/** Revokes one of the user's tokens; false when the user has no token with that id. */
export async function deleteApiToken(db: Executor, userId: number, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('apiTokens')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Revokes every token of a user (password reset or change, role change). */
export async function deleteUserApiTokens(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('apiTokens').where('userId', '=', userId).execute();
}
