import {
  WEBHOOK_EVENT_EXAMPLES,
  WEBHOOK_EVENT_SUMMARIES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  webhookPayloadSchema,
} from '@talanta/schema';
import type { ComponentSchemas } from './openapi-schemas';

/** Standard Webhooks' three headers, sent with every delivery. */
const DELIVERY_HEADERS = [
  {
    name: 'webhook-id',
    description: 'The event id (msg_…): the same on every attempt of one delivery; deduplicate on it',
  },
  { name: 'webhook-timestamp', description: 'When this attempt was signed, in seconds since 1970 (UTC)' },
  {
    name: 'webhook-signature',
    description:
      '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (Standard Webhooks)',
  },
].map(({ name, description }) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
}));

/**
 * The OpenAPI 3.1 `webhooks` section: one POST per event type that Talanta sends to a registered
 * endpoint (POST /api/webhooks), with its payload schema (packages/schema webhook-events.ts, the
 * same one the server's sends are typed by) and a realistic example.
 */
export function webhookOperations(
  schemas: ComponentSchemas,
): Record<string, { post: Record<string, unknown> }> {
  const types = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;
  return Object.fromEntries(
    types.map((type) => {
      const word = type.replace(/[^A-Za-z0-9]+/g, '_');
      const schema = schemas.add(`Webhook_${word}`, webhookPayloadSchema(type));
      const example = { type, timestamp: '2026-12-01T09:30:00.000Z', data: WEBHOOK_EVENT_EXAMPLES[type] };
      const post = {
        summary: WEBHOOK_EVENT_SUMMARIES[type],
        operationId: `webhook_${word}`,
        tags: ['Webhook'],
        description:
          'Delivered to each enabled endpoint subscribed to this event and owned by a user the event is about (admins receive every event). Answer 2xx within 10 seconds; anything else is retried with backoff. Verify the signature before trusting the body.',
        // Talanta calls you: no credential of yours; the signature headers prove the sender.
        security: [],
        parameters: DELIVERY_HEADERS,
        requestBody: { required: true, content: { 'application/json': { schema, example } } },
        responses: { '200': { description: 'Received (any 2xx)' } },
      };
      return [type, { post }];
    }),
  );
}
