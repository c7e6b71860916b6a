import type { TWebhookEndpoint, TWebhookEventType } from '@talanta/schema';
import { type Selectable, sql } from 'kysely';
import type { WebhookEndpointsTable } from '../webhook-types';
import type { Executor } from './executor';

/** Webhook endpoints (migration 0017); their deliveries are in webhook-delivery.ts. */

const ENDPOINT_COLUMNS = [
  'webhookEndpoints.id',
  'webhookEndpoints.userId',
  'webhookEndpoints.url',
  'webhookEndpoints.events',
  'webhookEndpoints.description',
  'webhookEndpoints.enabled',
  'webhookEndpoints.disabledAt',
  'webhookEndpoints.disabledReason',
  'webhookEndpoints.createdAt',
  'webhookEndpoints.updatedAt',
] as const;

export type WebhookEndpointRecord = Omit<Selectable<WebhookEndpointsTable>, 'secret'>;

export function toWebhookEndpoint(row: WebhookEndpointRecord): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as TWebhookEventType[],
    description: row.description,
    enabled: row.enabled,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface NewWebhookEndpoint {
  userId: number;
  url: string;
  events: string[];
  description: string;
  secret: string;
}

export async function insertWebhookEndpoint(db: Executor, endpoint: NewWebhookEndpoint) {
  return db
    .insertInto('webhookEndpoints')
    .values(endpoint)
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A user's endpoints, oldest first. */
export function findWebhookEndpointsByOwner(db: Executor, userId: number) {
  return db
    .selectFrom('webhookEndpoints')
    .select(ENDPOINT_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export async function countWebhookEndpointsByOwner(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('webhookEndpoints')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findWebhookEndpointById(db: Executor, id: number) {
  return db.selectFrom('webhookEndpoints').select(ENDPOINT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The endpoint, locked for the rest of the transaction (ownership is re-checked on it). */
export function lockWebhookEndpoint(db: Executor, id: number) {
  return db
    .selectFrom('webhookEndpoints')
    .select(ENDPOINT_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface WebhookEndpointChanges {
  url?: string;
  events?: string[];
  description?: string;
  enabled?: boolean;
}

/** Applies the changes; turning an endpoint on clears why it was off. */
export async function updateWebhookEndpoint(db: Executor, id: number, changes: WebhookEndpointChanges) {
  const reenabled = changes.enabled === true ? { disabledAt: null, disabledReason: null } : {};
  const disabled =
    changes.enabled === false
      ? { disabledAt: sql<Date>`now()`, disabledReason: 'Turned off by its owner' }
      : {};
  return db
    .updateTable('webhookEndpoints')
    .set({ ...changes, ...reenabled, ...disabled, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteWebhookEndpoint(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('webhookEndpoints').where('id', '=', id).execute();
}

/**
 * Turns an enabled endpoint off after persistent failure; answers its owner (to email) when this
 * call turned it off, undefined when it already was off.
 */
export async function disableFailingWebhookEndpoint(db: Executor, id: number, reason: string) {
  const disabled = await db
    .updateTable('webhookEndpoints')
    .set({
      enabled: false,
      disabledAt: sql<Date>`now()`,
      disabledReason: reason,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('enabled', '=', true)
    .returning(['id', 'userId', 'url'])
    .executeTakeFirst();
  if (!disabled) return undefined;
  const owner = await db
    .selectFrom('users')
    .select(['email', 'firstName', 'locale'])
    .where('id', '=', disabled.userId)
    .executeTakeFirstOrThrow();
  return { ...disabled, ...owner };
}
