import { sql } from 'kysely';
import type { Executor } from './executor';

/** One key of one caller on one method and path (ADR 0042). */
export interface IdempotencyKeyId {
  /** 'user:<id>' for a signed-in caller, 'visitor' otherwise. */
  scope: string;
  key: string;
  method: string;
  path: string;
}

export interface StoredIdempotentAnswer {
  requestHash: string;
  state: 'in_progress' | 'done';
  /** Whole seconds until an in-progress claim may be taken over (at least 1). */
  retryAfterSeconds: number;
  status: number | null;
  /** The answer's JSON text, as it was sent. */
  bodyJson: string | null;
  headers: Record<string, string>;
}

const matches = (id: IdempotencyKeyId) =>
  sql<boolean>`scope = ${id.scope} AND key = ${id.key} AND method = ${id.method} AND path = ${id.path}`;

/**
 * Claims a key 'in_progress' in one INSERT … ON CONFLICT: true when this request holds it now (a new
 * key, an expired one, or an in-progress claim whose lease ran out). Concurrent claims of one key
 * wait on each other's insert, so exactly one of them gets it.
 */
export async function claimIdempotencyKey(
  db: Executor,
  claim: IdempotencyKeyId & { userId: number | null; requestHash: string },
  options: { leaseSeconds: number; ttlSeconds: number },
): Promise<boolean> {
  const lockedUntil = sql<Date>`now() + make_interval(secs => ${options.leaseSeconds}::int)`;
  const expiresAt = sql<Date>`now() + make_interval(secs => ${options.ttlSeconds}::int)`;
  const claimed = await db
    .insertInto('idempotencyKeys')
    .values({ ...claim, lockedUntil, expiresAt })
    .onConflict((conflict) =>
      conflict
        .columns(['scope', 'key', 'method', 'path'])
        .doUpdateSet({
          userId: sql`excluded.user_id`,
          requestHash: sql`excluded.request_hash`,
          state: 'in_progress',
          responseStatus: null,
          responseBody: null,
          responseHeaders: '{}',
          createdAt: sql`now()`,
          lockedUntil: sql`excluded.locked_until`,
          expiresAt: sql`excluded.expires_at`,
        })
        .where((eb) =>
          eb.or([
            eb('idempotencyKeys.expiresAt', '<=', sql<Date>`now()`),
            eb.and([
              eb('idempotencyKeys.state', '=', 'in_progress'),
              eb('idempotencyKeys.lockedUntil', '<=', sql<Date>`now()`),
            ]),
          ]),
        ),
    )
    .returning('scope')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The key as stored, unless it is missing or expired. Bodies are read as text: sent as they were. */
export async function findIdempotencyKey(
  db: Executor,
  id: IdempotencyKeyId,
): Promise<StoredIdempotentAnswer | undefined> {
  const row = await db
    .selectFrom('idempotencyKeys')
    .select([
      'requestHash',
      'state',
      'responseStatus',
      // As text: the camel-case plugin would rename the keys of parsed JSON.
      sql<string | null>`response_body::text`.as('bodyJson'),
      sql<string>`response_headers::text`.as('headersJson'),
      sql<number>`greatest(1, ceil(extract(epoch FROM locked_until - now())))::int`.as('retryAfterSeconds'),
    ])
    .where(matches(id))
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    requestHash: row.requestHash,
    state: row.state,
    retryAfterSeconds: row.retryAfterSeconds,
    status: row.responseStatus,
    bodyJson: row.bodyJson,
    headers: JSON.parse(row.headersJson) as Record<string, string>,
  };
}

/** Stores the answer of the request that holds the claim (a 2xx). */
export async function completeIdempotencyKey(
  db: Executor,
  id: IdempotencyKeyId & { requestHash: string },
  answer: { status: number; bodyJson: string | null; headers: Record<string, string> },
): Promise<void> {
  await db
    .updateTable('idempotencyKeys')
    .set({
      state: 'done',
      responseStatus: answer.status,
      responseBody: answer.bodyJson,
      responseHeaders: JSON.stringify(answer.headers),
    })
    .where(matches(id))
    .where('requestHash', '=', id.requestHash)
    .where('state', '=', 'in_progress')
    .execute();
}

/** Frees a claim whose request failed, so that a retry with the key runs again. */
export async function releaseIdempotencyKey(db: Executor, id: IdempotencyKeyId): Promise<void> {
  await db.deleteFrom('idempotencyKeys').where(matches(id)).where('state', '=', 'in_progress').execute();
}

/** The retention sweep: deletes the keys past their 24 hours; returns how many went. */
export async function deleteExpiredIdempotencyKeys(db: Executor): Promise<number> {
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where('expiresAt', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
