import type { TWebhookDelivery, TWebhookEventType, TWebhookPayload } from '@talanta/schema';
import { type Selectable, sql } from 'kysely';
import type { WebhookDeliveriesTable } from '../webhook-types';
import type { Executor } from './executor';

/** The webhook outbox (migration 0017): one row per event and subscribed endpoint. */

export interface WebhookEvent {
  type: TWebhookEventType;
  /** The users the event is about; their endpoints (if they own any) receive it, and every admin's. */
  ownerUserIds: number[];
  /** Ids and key fields only, so the payload stays small and stable. */
  data: TWebhookPayload['data'];
}

/**
 * Queues an event for every enabled endpoint subscribed to it that belongs to one of the users it
 * is about or to an admin. Call it inside the transaction of the change that causes the event, so
 * both commit or neither does. Answers how many deliveries were queued.
 */
export async function enqueueWebhookEvent(db: Executor, event: WebhookEvent): Promise<number> {
  const payload: TWebhookPayload = {
    type: event.type,
    timestamp: new Date().toISOString(),
    data: event.data,
  };
  const ownerIds = event.ownerUserIds.length ? event.ownerUserIds : [0];
  const result = await db
    .insertInto('webhookDeliveries')
    .columns(['endpointId', 'eventType', 'payload'])
    .expression((eb) =>
      eb
        .selectFrom('webhookEndpoints')
        .innerJoin('users', 'users.id', 'webhookEndpoints.userId')
        .select([
          'webhookEndpoints.id',
          sql<string>`${event.type}::text`.as('eventType'),
          sql<string>`${JSON.stringify(payload)}::jsonb`.as('payload'),
        ])
        .where('webhookEndpoints.enabled', '=', true)
        .where(sql<boolean>`${event.type}::text = ANY(webhook_endpoints.events)`)
        .where((where) =>
          where.or([
            where.and([where('users.id', 'in', ownerIds), where('users.role', '=', 'client')]),
            where('users.role', '=', 'admin'),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Queues one delivery to one endpoint regardless of its subscriptions ("Send test"). */
export async function enqueueWebhookDelivery(db: Executor, endpointId: number, payload: TWebhookPayload) {
  return db
    .insertInto('webhookDeliveries')
    .values({ endpointId, eventType: payload.type, payload: JSON.stringify(payload) })
    .returning(['id', 'eventId'])
    .executeTakeFirstOrThrow();
}

/** `now()` plus a number of milliseconds, as SQL. */
const nowPlus = (ms: number) =>
  sql<Date>`now() + ${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond'`;

export interface ClaimedWebhookDelivery {
  id: number;
  endpointId: number;
  eventId: string;
  payload: unknown;
  /** Attempts so far, this one included; the result is recorded only while it is still this. */
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints for `leaseMs`: a pending one whose time
 * has come, or one whose sender's lease ran out (it died mid-send). The claim counts as an attempt.
 * FOR UPDATE SKIP LOCKED keeps concurrent claims (other API processes) from sharing a row, so each
 * attempt is made by one process only.
 */
export async function claimDueWebhookDeliveries(
  db: Executor,
  options: { limit: number; leaseMs: number },
): Promise<ClaimedWebhookDelivery[]> {
  const claimed = await db
    .updateTable('webhookDeliveries')
    .set({
      status: 'delivering',
      attempts: sql`attempts + 1`,
      lockedUntil: nowPlus(options.leaseMs),
    })
    .where('id', 'in', (query) =>
      query
        .selectFrom('webhookDeliveries')
        .innerJoin('webhookEndpoints', 'webhookEndpoints.id', 'webhookDeliveries.endpointId')
        .select('webhookDeliveries.id')
        .where('webhookEndpoints.enabled', '=', true)
        .where((where) =>
          where.or([
            where.and([
              where('webhookDeliveries.status', '=', 'pending'),
              where('webhookDeliveries.nextAttemptAt', '<=', sql<Date>`now()`),
            ]),
            where.and([
              where('webhookDeliveries.status', '=', 'delivering'),
              where('webhookDeliveries.lockedUntil', '<=', sql<Date>`now()`),
            ]),
          ]),
        )
        .orderBy('webhookDeliveries.nextAttemptAt')
        .orderBy('webhookDeliveries.id')
        .limit(options.limit)
        .forUpdate(['webhookDeliveries'])
        .skipLocked(),
    )
    .returning(['id', 'endpointId', 'eventId', 'payload', 'attempts', 'createdAt'])
    .execute();
  if (claimed.length === 0) return [];
  const endpoints = await db
    .selectFrom('webhookEndpoints')
    .select(['id', 'url', 'secret'])
    .where(
      'id',
      'in',
      claimed.map((row) => row.endpointId),
    )
    .execute();
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return claimed
    .flatMap((row) => {
      const endpoint = byId.get(row.endpointId);
      return endpoint ? [{ ...row, url: endpoint.url, secret: endpoint.secret }] : [];
    })
    .sort((a, b) => a.id - b.id);
}

export interface WebhookAttemptResult {
  responseStatus: number | null;
  responseTimeMs: number | null;
  error: string | null;
}

/**
 * Records the outcome of an attempt, only if the delivery is still held by that attempt (a sender
 * whose lease ran out and was taken over records nothing). `retryInMs` null: no more attempts.
 * Answers whether it was recorded.
 */
export async function recordWebhookAttempt(
  db: Executor,
  claim: { id: number; attempts: number },
  result: WebhookAttemptResult & { succeeded: boolean; retryInMs: number | null },
): Promise<boolean> {
  const outcome = result.succeeded
    ? { status: 'succeeded' as const, deliveredAt: sql<Date>`now()`, lastError: null }
    : result.retryInMs === null
      ? { status: 'failed' as const, lastError: result.error?.slice(0, 500) ?? null }
      : {
          status: 'pending' as const,
          nextAttemptAt: nowPlus(result.retryInMs),
          lastError: result.error?.slice(0, 500) ?? null,
        };
  const updated = await db
    .updateTable('webhookDeliveries')
    .set({
      ...outcome,
      lockedUntil: null,
      responseStatus: result.responseStatus,
      responseTimeMs: result.responseTimeMs,
    })
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempts)
    .where('status', '=', 'delivering')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Whether the endpoint received any event successfully after `since` (persistent failure test). */
export async function hasWebhookSucceededSince(db: Executor, endpointId: number, since: Date) {
  const row = await db
    .selectFrom('webhookDeliveries')
    .select('id')
    .where('endpointId', '=', endpointId)
    .where('status', '=', 'succeeded')
    .where('deliveredAt', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

type DeliveryRecord = Omit<Selectable<WebhookDeliveriesTable>, 'payload' | 'lockedUntil' | 'endpointId'>;

export function toWebhookDelivery(row: DeliveryRecord): TWebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    responseStatus: row.responseStatus,
    responseTimeMs: row.responseTimeMs,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** An endpoint's delivery log, newest first, one page, with the number of all its deliveries. */
export async function findWebhookDeliveries(
  db: Executor,
  endpointId: number,
  page: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('webhookDeliveries')
      .select([
        'id',
        'eventId',
        'eventType',
        'status',
        'attempts',
        'nextAttemptAt',
        'responseStatus',
        'responseTimeMs',
        'lastError',
        'createdAt',
        'deliveredAt',
      ])
      .where('endpointId', '=', endpointId)
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('webhookDeliveries')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('endpointId', '=', endpointId)
      .executeTakeFirstOrThrow(),
  ]);
  return { deliveries: rows.map(toWebhookDelivery), total: Number(total.count) };
}

/** Forgets finished deliveries queued before `before` (the log keeps 30 days); pending ones stay. */
export async function deleteWebhookDeliveriesBefore(db: Executor, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('webhookDeliveries')
    .where('createdAt', '<', before)
    .where('status', 'in', ['succeeded', 'failed'])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
