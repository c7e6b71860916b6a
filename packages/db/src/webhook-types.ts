import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './column-types';

/** Webhook endpoints and their deliveries (migration 0017), beside types.ts to keep it small. */

export type WebhookDeliveryStatus = 'pending' | 'delivering' | 'succeeded' | 'failed';

export interface WebhookEndpointsTable {
  id: Generated<number>;
  /** The owner: a client or an admin. */
  userId: number;
  url: string;
  /** Event types from packages/schema WEBHOOK_EVENT_TYPES. */
  events: ColumnType<string[], string[], string[]>;
  description: Generated<string>;
  /** `whsec_` + base64 key; needed to sign, so stored as is and never returned after creation. */
  secret: string;
  enabled: Generated<boolean>;
  disabledAt: NullableTimestamp;
  disabledReason: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpointId: number;
  /** The webhook-id header, the same on every attempt. */
  eventId: Generated<string>;
  eventType: string;
  /** The exact JSON body sent (stored as jsonb; the signature covers its serialisation). */
  payload: ColumnType<unknown, string, string>;
  status: Generated<WebhookDeliveryStatus>;
  /** Attempts started so far. */
  attempts: Generated<number>;
  nextAttemptAt: ColumnType<Date, Date | string | undefined, Date | string>;
  responseStatus: number | null;
  responseTimeMs: number | null;
  lastError: string | null;
  createdAt: Generated<Date>;
  deliveredAt: NullableTimestamp;
}

export interface WebhookTables {
  webhookEndpoints: WebhookEndpointsTable;
  webhookDeliveries: WebhookDeliveriesTable;
}
