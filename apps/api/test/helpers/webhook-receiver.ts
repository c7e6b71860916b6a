import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_EVENT_DATA, WEBHOOK_EVENT_EXAMPLES, webhookPayloadSchema } from '@talanta/schema';
import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import { pinnedTransport, type WebhookTransport } from '../../src/webhooks/send';
import type { TestApp } from './app';
import { eventually } from './eventually';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/**
 * A real HTTP server on 127.0.0.1 that plays a customer's webhook endpoint: it records every
 * request and answers the statuses queued per path (then 200).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  readonly answers = new Map<string, number[]>();
  /** Where `transport` was asked to connect: each delivery's URL and the address the guard checked. */
  readonly destinations: { url: string; address: string; family: 4 | 6 }[] = [];

  /**
   * A webhook transport for the app under test: records the checked destination, then sends the
   * request to this receiver (same path) over loopback, so a public URL is delivered without a
   * packet leaving the machine.
   */
  readonly transport: WebhookTransport = (request) => {
    this.destinations.push({ url: request.url.href, ...request.destination });
    const local = new URL(`${request.url.pathname}${request.url.search}`, this.url);
    return pinnedTransport({ ...request, url: local, destination: { address: '127.0.0.1', family: 4 } });
  };

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<WebhookReceiver> {
    let receiver: WebhookReceiver | undefined;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        receiver?.received.push({
          path,
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        });
        response.statusCode = receiver?.answers.get(path)?.shift() ?? 200;
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    receiver = new WebhookReceiver(server, `http://127.0.0.1:${port}`);
    return receiver;
  }

  /** The next answers to requests on `path`, in order (afterwards 200). */
  answer(path: string, ...statuses: number[]): void {
    this.answers.set(path, statuses);
  }

  /** What arrived on `path`, oldest first. */
  on(path: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.path === path);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Verifies a request as a customer would, with the standardwebhooks package; answers the payload. */
export function verifyWebhook(secret: string, request: ReceivedWebhook) {
  const headers = {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
  const payload = new Webhook(secret).verify(request.body, headers) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };
  expectDocumented(payload);
  return payload;
}

/**
 * Every delivery a test receives is the one its event type documents (the OpenAPI document's
 * `webhooks`): each field of its schema, and no field the schema leaves out.
 */
function expectDocumented(payload: { type: string; data: object }): void {
  if (!(payload.type in WEBHOOK_EVENT_DATA)) throw new Error(`undocumented webhook event ${payload.type}`);
  const type = payload.type as keyof typeof WEBHOOK_EVENT_DATA;
  expect(webhookPayloadSchema(type).parse(payload)).toEqual(payload);
  // The document's example for the type shows the same fields a real delivery has.
  expect(Object.keys(payload.data).sort()).toEqual(Object.keys(WEBHOOK_EVENT_EXAMPLES[type]).sort());
}

/** Runs the app's delivery loop until `condition` holds (at most `timeoutMs`). */
export async function deliverUntil(
  t: TestApp,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
) {
  await eventually(
    async () => {
      await t.app.services.jobs.runDue();
      return condition();
    },
    timeoutMs,
    20,
  );
}
