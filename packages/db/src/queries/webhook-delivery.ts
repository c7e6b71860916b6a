import type {
  TWebhookDelivery,
  TWebhookEventData,
  TWebhookEventType,
  TWebhookPayload,
} from '@talanta/schema';
import { type Selectable, sql } from 'kysely';
import type { WebhookDeliveriesTable } from '../webhook-types';
import type { Executor } from './executor';
import { enqueueBackgroundJobs } from './jobs';

/** The webhook outbox (migration 0017): one row per event and subscribed endpoint. */

/** One event: its `data` is typed by its type (the documented payloads, @talanta/schema webhook-events.ts). */
export type WebhookEvent = {
  [T in TWebhookEventType]: {
    type: T;
    /** The users the event is about; their endpoints (if they own any) receive it, and every admin's. */
    ownerUserIds: number[];
    data: TWebhookEventData<T>;
  };
}[TWebhookEventType];

/**
 * Queues an event (a delivery and its job) for every enabled endpoint subscribed to it that belongs to one of the users it
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
  const queued = await db
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
    .returning('id')
    .execute();
  await enqueueWebhookDeliveryJobs(
    db,
    queued.map((row) => row.id),
  );
  return queued.length;
}

/** Queues one delivery to one endpoint regardless of its subscriptions ("Send test"). */
export async function enqueueWebhookDelivery(db: Executor, endpointId: number, payload: TWebhookPayload) {
  const delivery = await db
    .insertInto('webhookDeliveries')
    .values({ endpointId, eventType: payload.type, payload: JSON.stringify(payload) })
    .returning(['id', 'eventId'])
    .executeTakeFirstOrThrow();
  await enqueueWebhookDeliveryJobs(db, [delivery.id]);
  return delivery;
}

/** `now()` plus a number of milliseconds, as SQL. */
const nowPlus = (ms: number) =>
  sql<Date>`now() + ${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond'`;

/** The runner's job that makes a delivery's attempts (apps/api/src/webhooks/dispatcher.ts). */
export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';
/** The first attempt and seven retries over 24 hours (the dispatcher's RETRY_SCHEDULE). */
export const WEBHOOK_MAX_ATTEMPTS = 8;

/** Queues the job that sends each of these deliveries, in the caller's transaction. */
export async function enqueueWebhookDeliveryJobs(db: Executor, deliveryIds: number[]): Promise<void> {
  await enqueueBackgroundJobs(
    db,
    deliveryIds.map((deliveryId) => ({
      name: WEBHOOK_DELIVERY_JOB,
      payload: { deliveryId },
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    })),
  );
}

/** An endpoint turned on again: its deliveries left pending while it was off are sent now. */
export async function enqueuePendingWebhookDeliveries(db: Executor, endpointId: number): Promise<void> {
  const pending = await db
    .selectFrom('webhookDeliveries')
    .select('id')
    .where('endpointId', '=', endpointId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  await enqueueWebhookDeliveryJobs(
    db,
    pending.map((row) => row.id),
  );
}

export interface StartedWebhookAttempt {
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
 * Starts an attempt of a delivery the runner's job holds: counts it and marks it delivering.
 * Undefined when there is nothing to send: the delivery is gone or finished, or its endpoint is
 * off (the delivery stays pending; turning the endpoint on queues it again).
 */
export async function startWebhookAttempt(
  db: Executor,
  deliveryId: number,
): Promise<StartedWebhookAttempt | undefined> {
  const endpoint = await db
    .selectFrom('webhookDeliveries')
    .innerJoin('webhookEndpoints', 'webhookEndpoints.id', 'webhookDeliveries.endpointId')
    .select(['webhookEndpoints.url', 'webhookEndpoints.secret'])
    .where('webhookDeliveries.id', '=', deliveryId)
    .where('webhookEndpoints.enabled', '=', true)
    .executeTakeFirst();
  if (!endpoint) return undefined;
  const started = await db
    .updateTable('webhookDeliveries')
    .set({ status: 'delivering', attempts: sql`attempts + 1` })
    .where('id', '=', deliveryId)
    .where('status', 'in', ['pending', 'delivering'])
    .returning(['id', 'endpointId', 'eventId', 'payload', 'attempts', 'createdAt'])
    .executeTakeFirst();
  return started && { ...started, ...endpoint };
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

type DeliveryRecord = Omit<Selectable<WebhookDeliveriesTable>, 'payload' | 'endpointId'>;

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

/** The deliveries waiting to be sent (the claim index covers them) and those that failed for good. */
export async function countWebhookBacklog(db: Executor): Promise<{ pending: number; failed: number }> {
  const row = await db
    .selectFrom('webhookDeliveries')
    .select([
      sql<number>`count(*) filter (where status in ('pending', 'delivering'))`.as('pending'),
      sql<number>`count(*) filter (where status = 'failed')`.as('failed'),
    ])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), failed: Number(row.failed) };
}
