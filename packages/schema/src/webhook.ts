import { z } from 'zod';
import { LIMITS } from './constants';
import { text, ZId } from './fields';

/**
 * Webhooks (issue 17): endpoints that clients and admins register to receive signed events about
 * their jobs, delivered from a database outbox per the Standard Webhooks specification.
 */

/** Every event an endpoint may subscribe to; the one list the server, the docs and the web use. */
export const WEBHOOK_EVENT_TYPES = [
  'application.created',
  'application.status_changed',
  'message.created',
  'job.created',
  'job.closed',
  'interview.proposed',
  'interview.accepted',
  'interview.declined',
  'interview.rescheduled',
  'interview.cancelled',
  'offer.sent',
  'offer.accepted',
  'offer.declined',
  'offer.withdrawn',
  'contract.ended',
  'invoice.issued',
  'invoice.paid',
] as const;
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, {
  error: `Events must be among: ${WEBHOOK_EVENT_TYPES.join(', ')}`,
});
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;

/** The event "Send test" delivers; nobody subscribes to it, every endpoint may receive it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivering', 'succeeded', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = {
  descriptionMax: 500,
  /** Endpoints per owner: enough for real integrations, few enough that one event stays cheap. */
  endpointsPerOwner: 10,
  pageDefault: 25,
  pageMax: 100,
  offsetMax: 100_000,
} as const;

export const WEBHOOK_MESSAGES = {
  url: 'Enter the endpoint as a full https:// address',
  urlNotHttps: 'The endpoint must use https://',
  urlNotPublic: 'The endpoint must resolve to public internet addresses only',
  urlUnresolvable: 'The endpoint host name could not be resolved',
  urlCredentials: 'The endpoint must not contain a user name or password',
  events: 'Choose at least one event',
  description: `Description must be at most ${WEBHOOK_LIMITS.descriptionMax} characters`,
  notFound: 'Webhook endpoint not found',
  tooMany: `You can register at most ${WEBHOOK_LIMITS.endpointsPerOwner} webhook endpoints`,
  limit: `Limit must be a whole number from 1 to ${WEBHOOK_LIMITS.pageMax}`,
  offset: `Offset must be a whole number from 0 to ${WEBHOOK_LIMITS.offsetMax}`,
  deleted: 'Webhook endpoint deleted',
  testQueued: 'Test event queued',
  testDisabled: 'Turn the endpoint on before sending it a test',
} as const;

/** An absolute http(s) URL (the https and public-address rules are the server's, at create and send). */
const webhookUrl = text(WEBHOOK_MESSAGES.url)
  .trim()
  .max(LIMITS.urlMax, WEBHOOK_MESSAGES.url)
  .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.url }));

/** At least one event, each once. */
const webhookEvents = z
  .array(ZWebhookEventType, { error: WEBHOOK_MESSAGES.events })
  .min(1, WEBHOOK_MESSAGES.events)
  .transform((events) => [...new Set(events)]);

const webhookDescription = text(WEBHOOK_MESSAGES.description)
  .trim()
  .max(WEBHOOK_LIMITS.descriptionMax, WEBHOOK_MESSAGES.description);

/** POST /api/webhooks. */
export const ZCreateWebhookInput = z.object({
  url: webhookUrl,
  events: webhookEvents,
  description: webhookDescription.optional().default(''),
});
export type TCreateWebhookInput = z.input<typeof ZCreateWebhookInput>;

/** PUT /api/webhooks/:id: absent fields stay; `enabled: true` turns a disabled endpoint back on. */
export const ZUpdateWebhookInput = z.object({
  id: ZId,
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  description: webhookDescription.optional(),
  enabled: z.boolean({ error: 'Enabled must be true or false' }).optional(),
});
export type TUpdateWebhookInput = z.input<typeof ZUpdateWebhookInput>;

export const ZWebhookIdInput = z.object({ id: ZId });

export const ZWebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(ZWebhookEventType),
  description: z.string(),
  enabled: z.boolean(),
  disabledAt: z.string().meta({ format: 'date-time' }).nullable(),
  disabledReason: z.string().nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** The answer to creating an endpoint: the only time its signing secret is shown. */
export const ZCreatedWebhookEndpoint = ZWebhookEndpoint.extend({
  /** `whsec_` and the base64 key (Standard Webhooks); store it, it is not shown again. */
  secret: z.string(),
});
export type TCreatedWebhookEndpoint = z.infer<typeof ZCreatedWebhookEndpoint>;

export const ZWebhookDeliveriesInput = z.object({
  id: ZId,
  limit: z.coerce
    .number<number>({ error: WEBHOOK_MESSAGES.limit })
    .int(WEBHOOK_MESSAGES.limit)
    .min(1, WEBHOOK_MESSAGES.limit)
    .max(WEBHOOK_LIMITS.pageMax, WEBHOOK_MESSAGES.limit)
    .default(WEBHOOK_LIMITS.pageDefault),
  offset: z.coerce
    .number<number>({ error: WEBHOOK_MESSAGES.offset })
    .int(WEBHOOK_MESSAGES.offset)
    .min(0, WEBHOOK_MESSAGES.offset)
    .max(WEBHOOK_LIMITS.offsetMax, WEBHOOK_MESSAGES.offset)
    .default(0),
});
export type TWebhookDeliveriesInput = z.input<typeof ZWebhookDeliveriesInput>;

export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  /** The webhook-id header: the same on every attempt of this delivery. */
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** When the next attempt is due (pending deliveries only). */
  nextAttemptAt: z.string().meta({ format: 'date-time' }).nullable(),
  responseStatus: z.number().int().nullable(),
  responseTimeMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
  deliveredAt: z.string().meta({ format: 'date-time' }).nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveryPage = z.object({
  deliveries: z.array(ZWebhookDelivery),
  total: z.number().int(),
});
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

/** The answer to "Send test": the queued delivery's event id (its webhook-id header). */
export const ZWebhookTestResult = z.object({ message: z.string(), eventId: z.string() });

/** The body every delivery POSTs: small and stable, ids and key fields only. */
export interface TWebhookPayload {
  type: TWebhookEventType | typeof WEBHOOK_TEST_EVENT;
  /** ISO 8601, UTC. */
  timestamp: string;
  data: Record<string, string | number | boolean | null>;
}
