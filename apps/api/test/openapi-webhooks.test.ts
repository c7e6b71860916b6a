import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_EXAMPLES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';

/**
 * The document's `webhooks` section (issue 42): one operation per event type Talanta delivers, each
 * with its payload schema and an example that schema accepts. Real deliveries are checked against
 * the same schemas wherever a test receives one (helpers/webhook-receiver.ts).
 */

const t = useTestApp();

describe('GET /api/openapi.json webhooks', () => {
  it('documents every event type, the test event included, with a schema and a valid example', async () => {
    const document = (await t.http().get('/api/openapi.json')).body;
    const types = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];
    expect(Object.keys(document.webhooks).sort()).toEqual([...types].sort());
    for (const type of types) {
      const content = document.webhooks[type].post.requestBody.content['application/json'];
      const ref: string = content.schema.$ref;
      const schema = document.components.schemas[ref.split('/').at(-1) as string];
      expect(schema.properties.type.const, type).toBe(type);
      expect(Object.keys(schema.properties.data.properties).sort(), type).toEqual(
        Object.keys(WEBHOOK_EVENT_EXAMPLES[type as keyof typeof WEBHOOK_EVENT_EXAMPLES]).sort(),
      );
      expect(content.example.type).toBe(type);
      expect(WEBHOOK_EVENT_DATA[type as keyof typeof WEBHOOK_EVENT_DATA].parse(content.example.data)).toEqual(
        content.example.data,
      );
      const headers = document.webhooks[type].post.parameters.map(
        (parameter: { name: string }) => parameter.name,
      );
      expect(headers).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    }
  });
});
