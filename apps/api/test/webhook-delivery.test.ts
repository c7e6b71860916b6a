import {
  claimDueBackgroundJobs,
  deleteWebhookDeliveriesBefore,
  enqueueWebhookDelivery,
  recordWebhookAttempt,
  startWebhookAttempt,
  WEBHOOK_DELIVERY_JOB,
} from '@talanta/db';
import { WEBHOOK_MESSAGES } from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { type Actor, signedInActor } from './helpers/jobs';
import { deliverUntil, verifyWebhook, WebhookReceiver } from './helpers/webhook-receiver';

/**
 * The webhook outbox, delivered by the job runner's `webhook.deliver` jobs: failed attempts retried on the backoff schedule and delivered once, two API
 * processes on one database never making one attempt twice, an endpoint that keeps failing turned
 * off with an email, and the SSRF guard when private addresses are not allowed.
 */
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await WebhookReceiver.start();
});
afterAll(async () => {
  await receiver?.close();
});

async function register(actor: Actor, path: string) {
  const response = await actor.http.post('/api/webhooks', {
    url: `${receiver.url}${path}`,
    events: ['job.created'],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; secret: string };
}

function deliveriesOf(t: TestApp, endpointId: number) {
  return t.db
    .selectFrom('webhookDeliveries')
    .select(['id', 'eventId', 'status', 'attempts', 'responseStatus', 'lastError', 'deliveredAt'])
    .where('endpointId', '=', endpointId)
    .orderBy('id')
    .execute();
}

describe('retries', () => {
  // A 200 ms unit: the first retry waits 200 ms, the second 1 s.
  const t = useTestApp({ env: { WEBHOOK_RETRY_BASE_MS: '200' } });

  it('retries after a failure with backoff, then delivers once with the same webhook-id', async () => {
    const client = await signedInActor(t, 'client');
    const endpoint = await register(client, '/flaky');
    receiver.answer('/flaky', 500, 503);
    const test = await client.http.post(`/api/webhooks/${endpoint.id}/test`);
    expect(test.status).toBe(200);
    expect(test.body.message).toBe(WEBHOOK_MESSAGES.testQueued);

    await deliverUntil(t, () => receiver.on('/flaky').length >= 3);
    const attempts = receiver.on('/flaky');
    // Each wait is at least its step of the schedule (1 and 5 units).
    expect(attempts[1]!.receivedAt - attempts[0]!.receivedAt).toBeGreaterThanOrEqual(180);
    expect(attempts[2]!.receivedAt - attempts[1]!.receivedAt).toBeGreaterThanOrEqual(950);
    expect(new Set(attempts.map((request) => request.headers['webhook-id']))).toEqual(
      new Set([test.body.eventId]),
    );
    for (const request of attempts) expect(verifyWebhook(endpoint.secret, request).type).toBe('webhook.test');

    const [delivery] = await deliveriesOf(t, endpoint.id);
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      responseStatus: 200,
      lastError: null,
    });
    // Nothing more is sent once it succeeded.
    await t.app.services.jobs.runDue();
    expect(receiver.on('/flaky')).toHaveLength(3);

    const log = await client.http.get(`/api/webhooks/${endpoint.id}/deliveries`);
    expect(log.headers['x-total-count']).toBe('1');
    expect(log.body[0]).toMatchObject({
      eventId: test.body.eventId,
      status: 'succeeded',
      attempts: 3,
      nextAttemptAt: null,
    });
    expect(log.body[0].responseTimeMs).toBeGreaterThanOrEqual(0);
  });

  it('forgets finished deliveries after 30 days, never pending ones', async () => {
    const client = await signedInActor(t, 'client');
    const endpoint = await register(client, '/old');
    await client.http.post(`/api/webhooks/${endpoint.id}/test`);
    await deliverUntil(t, () => receiver.on('/old').length === 1);
    receiver.answer('/old', 500);
    await client.http.post(`/api/webhooks/${endpoint.id}/test`);
    await deliverUntil(t, async () => (await deliveriesOf(t, endpoint.id))[1]?.responseStatus === 500);
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await t.db
      .updateTable('webhookDeliveries')
      .set({ createdAt: longAgo })
      .where('endpointId', '=', endpoint.id)
      .execute();

    await deleteWebhookDeliveriesBefore(t.db, new Date(Date.now() - 30 * 86_400_000));
    const left = await deliveriesOf(t, endpoint.id);
    expect(left.map((row) => row.status)).toEqual(['pending']);
  });

  it('shows a pending retry in the log with its next attempt and last error', async () => {
    const client = await signedInActor(t, 'client');
    const endpoint = await register(client, '/pending');
    receiver.answer('/pending', 502);
    await client.http.post(`/api/webhooks/${endpoint.id}/test`);
    await deliverUntil(t, async () => (await deliveriesOf(t, endpoint.id))[0]?.responseStatus === 502);
    const log = await client.http.get(`/api/webhooks/${endpoint.id}/deliveries`);
    expect(log.body[0]).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 502 });
    expect(log.body[0].lastError).toContain('HTTP 502');
    expect(Date.parse(log.body[0].nextAttemptAt)).toBeGreaterThan(Date.now() - 1000);
  });
});

describe('a sender that dies holding a delivery', () => {
  const t = useTestApp();

  it('is taken over once its lease is over; its late result is not recorded', async () => {
    const client = await signedInActor(t, 'client');
    const endpoint = await register(client, '/orphan');
    const queued = await enqueueWebhookDelivery(t.db, endpoint.id, {
      type: 'webhook.test',
      timestamp: new Date().toISOString(),
      data: {},
    });
    // What a process that died mid-send leaves behind: its job claimed with a short lease, an
    // attempt begun, and no request.
    const [job] = await claimDueBackgroundJobs(t.db, {
      worker: 'dead',
      leases: { [WEBHOOK_DELIVERY_JOB]: 300 },
      limit: 10,
    });
    expect(job?.payload).toEqual({ deliveryId: queued.id });
    const orphan = await startWebhookAttempt(t.db, queued.id);
    expect(orphan?.eventId).toBe(queued.eventId);
    await t.app.services.jobs.runDue();
    expect(receiver.on('/orphan')).toEqual([]);

    await deliverUntil(t, () => receiver.on('/orphan').length === 1);
    expect(receiver.on('/orphan')[0]?.headers['webhook-id']).toBe(queued.eventId);
    // The first sender wakes up and reports a failure: the row is no longer its attempt.
    const late = await recordWebhookAttempt(t.db, orphan!, {
      succeeded: false,
      retryInMs: 0,
      responseStatus: 500,
      responseTimeMs: 1,
      error: 'late',
    });
    expect(late).toBe(false);
    const [row] = await deliveriesOf(t, endpoint.id);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2, responseStatus: 200 });
  });
});

describe('two API processes on one database', () => {
  const first = useTestApp();
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ database: first.database });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('deliver each of 60 queued events exactly once', async () => {
    const client = await signedInActor(first, 'client');
    const endpoint = await register(client, '/shared');
    const eventIds: string[] = [];
    for (let index = 0; index < 60; index++) {
      const queued = await enqueueWebhookDelivery(first.db, endpoint.id, {
        type: 'webhook.test',
        timestamp: new Date().toISOString(),
        data: { index },
      });
      eventIds.push(queued.eventId);
    }
    await Promise.all([
      first.app.services.jobs.runDue(),
      second.app.services.jobs.runDue(),
      first.app.services.jobs.runDue(),
    ]);
    await deliverUntil(first, () => receiver.on('/shared').length >= 60);
    const received = receiver.on('/shared').map((request) => String(request.headers['webhook-id']));
    expect(received).toHaveLength(60);
    expect([...received].sort()).toEqual([...eventIds].sort());
    const rows = await deliveriesOf(first, endpoint.id);
    expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
  });
});

describe('persistent failure', () => {
  // A 1 ms unit: the whole 24 h schedule takes about 1.5 s.
  const t = useTestApp({ env: { WEBHOOK_RETRY_BASE_MS: '1' } });

  it('turns the endpoint off after its last retry and emails the owner', async () => {
    const client = await signedInActor(t, 'client');
    const endpoint = await register(client, '/down');
    receiver.answer('/down', ...Array(8).fill(500));
    await client.http.post(`/api/webhooks/${endpoint.id}/test`);
    await deliverUntil(t, async () => (await deliveriesOf(t, endpoint.id))[0]?.status === 'failed');
    expect(receiver.on('/down')).toHaveLength(8);

    const listed = await client.http.get('/api/webhooks');
    expect(listed.body[0]).toMatchObject({
      enabled: false,
      disabledReason: 'Every delivery failed for 24 hours',
    });
    const emails = await t.db
      .selectFrom('emailOutbox')
      .select(['subject', 'bodyText'])
      .where('toAddress', '=', client.email)
      .execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Your Talanta webhook endpoint was turned off');
    expect(emails[0]?.bodyText).toContain(`${receiver.url}/down`);
    expect(emails[0]?.bodyText).toContain(`${t.config.publicOrigin}/webhooks`);

    // Turning it back on checks the URL again and lets events through.
    const on = await client.http.put(`/api/webhooks/${endpoint.id}`, { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null });
    expect((await client.http.post(`/api/webhooks/${endpoint.id}/test`)).status).toBe(200);
    await deliverUntil(t, () => receiver.on('/down').length === 9);
  });
});

describe('server-side request forgery', () => {
  // Production's rules; deliveries reach the receiver over loopback through its transport.
  const t = useTestApp({
    env: { WEBHOOK_ALLOW_PRIVATE: 'false' },
    webhookTransport: (request) => receiver.transport(request),
  });

  it('accepts public IPv4 and IPv6 addresses and delivers to the address it checked', async () => {
    const client = await signedInActor(t, 'client');
    const targets = [
      { url: 'https://8.8.8.8/public-v4', address: '8.8.8.8', family: 4 },
      { url: 'https://[2001:4860:4860::8888]/public-v6', address: '2001:4860:4860::8888', family: 6 },
    ] as const;
    for (const target of targets) {
      const created = await client.http.post('/api/webhooks', { url: target.url, events: ['job.created'] });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect((await client.http.post(`/api/webhooks/${created.body.id}/test`)).status).toBe(200);
      const path = new URL(target.url).pathname;
      await deliverUntil(t, () => receiver.on(path).length === 1);
      expect(verifyWebhook(created.body.secret, receiver.on(path)[0]!).type).toBe('webhook.test');
      expect(receiver.destinations).toContainEqual(target);
      expect((await deliveriesOf(t, created.body.id))[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    }
  });

  it('refuses http and every non-public address', async () => {
    const client = await signedInActor(t, 'client');
    const cases: [string, string][] = [
      ['http://example.com/hook', WEBHOOK_MESSAGES.urlNotHttps],
      [`${receiver.url}/private`, WEBHOOK_MESSAGES.urlNotHttps],
      ['https://10.0.0.1/hook', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://127.0.0.1/hook', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://100.64.0.1/hook', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://[::1]/hook', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://[::7f00:1]/hook', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://[::127.0.0.1]/hook', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://[2002:7f00:1::]/hook', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://2130706433/hook', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://[fd00::1]/hook', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://[fe80::1]/hook', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://localhost/hook', WEBHOOK_MESSAGES.urlNotPublic],
      ['https://user:pass@example.com/hook', WEBHOOK_MESSAGES.urlCredentials],
    ];
    for (const [url, message] of cases) {
      const response = await client.http.post('/api/webhooks', { url, events: ['job.created'] });
      expect(response.status, url).toBe(400);
      expect(response.body.message, url).toBe(message);
    }
    expect((await client.http.get('/api/webhooks')).body).toEqual([]);
  });

  it('refuses the IPv6 loopback spellings when an endpoint is updated', async () => {
    const client = await signedInActor(t, 'client');
    const created = await client.http.post('/api/webhooks', {
      url: 'https://8.8.8.8/moved',
      events: ['job.created'],
    });
    expect(created.status).toBe(201);
    for (const url of [
      'https://[::7f00:1]/hook',
      'https://[::127.0.0.1]/hook',
      'https://[2002:7f00:1::]/hook',
    ]) {
      const response = await client.http.put(`/api/webhooks/${created.body.id}`, { url });
      expect(response.status, url).toBe(400);
      expect(response.body.message, url).toBe(WEBHOOK_MESSAGES.urlNotPublic);
    }
    expect((await client.http.get('/api/webhooks')).body[0].url).toBe('https://8.8.8.8/moved');
  });

  it('checks again when sending: a stored loopback URL is never contacted', async () => {
    const client = await signedInActor(t, 'client');
    const port = new URL(receiver.url).port;
    // As if the rule had been looser when they were saved (or the rows were written by hand).
    const stored: [string, string][] = [
      [`${receiver.url}/sneaky`, WEBHOOK_MESSAGES.urlNotHttps],
      [`https://localhost:${port}/sneaky`, WEBHOOK_MESSAGES.urlNotPublic],
      [`https://[::7f00:1]:${port}/sneaky`, WEBHOOK_MESSAGES.urlNotPublic],
      [`https://[::127.0.0.1]:${port}/sneaky`, WEBHOOK_MESSAGES.urlNotPublic],
      [`https://[2002:7f00:1::]:${port}/sneaky`, WEBHOOK_MESSAGES.urlNotPublic],
    ];
    const ids: number[] = [];
    for (const [url] of stored) {
      const row = await t.db
        .insertInto('webhookEndpoints')
        .values({ userId: client.user.id, url, events: ['job.created'], secret: 'whsec_AAAA' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueueWebhookDelivery(t.db, row.id, {
        type: 'webhook.test',
        timestamp: new Date().toISOString(),
        data: {},
      });
      ids.push(row.id);
    }
    const errors = () =>
      t.db
        .selectFrom('webhookDeliveries')
        .select(['endpointId', 'lastError', 'responseStatus'])
        .where('endpointId', 'in', ids)
        .orderBy('endpointId')
        .execute();
    await deliverUntil(t, async () => (await errors()).every((delivery) => delivery.lastError !== null));
    expect(await errors()).toEqual(
      stored.map(([, message], index) => ({
        endpointId: ids[index],
        lastError: message,
        responseStatus: null,
      })),
    );
    expect(receiver.on('/sneaky')).toEqual([]);
    expect(receiver.destinations.filter((destination) => destination.url.includes('/sneaky'))).toEqual([]);
  });
});
