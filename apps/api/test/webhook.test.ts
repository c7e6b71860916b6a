import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES } from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { expectError } from './helpers/http';
import { contractAt, insertApprovedWeek, mondayWeeksAgo } from './helpers/invoices';
import { type Actor, applyTo, moveApplication, postJob, signedInActor, trpcAs } from './helpers/jobs';
import { dateIn, makeOffer, offerTerms } from './helpers/offers';
import { deliverUntil, verifyWebhook, WebhookReceiver } from './helpers/webhook-receiver';

/**
 * Webhooks over HTTP: endpoints registered by clients and admins receive signed events about their
 * own jobs (verified with the standardwebhooks package, an independent implementation).
 */
const t = useTestApp();
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await WebhookReceiver.start();
});
afterAll(async () => {
  await receiver?.close();
});

async function register(actor: Actor, path: string, events: readonly string[] = WEBHOOK_EVENT_TYPES) {
  const response = await actor.http.post('/api/webhooks', { url: `${receiver.url}${path}`, events });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; secret: string };
}

/** The verified payloads that arrived on `path`, by type. */
function typesOn(path: string, secret: string): string[] {
  return receiver.on(path).map((request) => verifyWebhook(secret, request).type);
}

describe('registering an endpoint', () => {
  it('answers 201 with the signing secret once; lists and updates never show it again', async () => {
    const client = await signedInActor(t, 'client');
    const created = await client.http.post('/api/webhooks', {
      url: `${receiver.url}/once`,
      events: ['job.created', 'job.created', 'job.closed'],
      description: ' Our CRM ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      url: `${receiver.url}/once`,
      events: ['job.created', 'job.closed'],
      description: 'Our CRM',
      enabled: true,
      disabledReason: null,
    });
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const listed = await client.http.get('/api/webhooks');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0].id).toBe(created.body.id);
    expect(listed.body[0]).not.toHaveProperty('secret');
    const updated = await client.http.put(`/api/webhooks/${created.body.id}`, { events: ['job.closed'] });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ events: ['job.closed'] });
    expect(updated.body).not.toHaveProperty('secret');
    expect(JSON.stringify([listed.body, updated.body])).not.toContain(created.body.secret);
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const client = await signedInActor(t, 'client');
    const cases: [Record<string, unknown>, string][] = [
      [{ events: ['job.created'] }, WEBHOOK_MESSAGES.url],
      [{ url: 'not a url', events: ['job.created'] }, WEBHOOK_MESSAGES.url],
      [{ url: 'ftp://example.com/hook', events: ['job.created'] }, WEBHOOK_MESSAGES.url],
      [{ url: `${receiver.url}/x`, events: [] }, WEBHOOK_MESSAGES.events],
      [{ url: `${receiver.url}/x` }, WEBHOOK_MESSAGES.events],
      [
        { url: `${receiver.url}/x`, events: ['job.deleted'] },
        `Events must be among: ${WEBHOOK_EVENT_TYPES.join(', ')}`,
      ],
      [
        { url: `${receiver.url}/x`, events: ['job.created'], description: 'x'.repeat(501) },
        WEBHOOK_MESSAGES.description,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await client.http.post('/api/webhooks', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message, JSON.stringify(body)).toBe(message);
    }
    expect((await client.http.get('/api/webhooks')).body).toEqual([]);
  });

  it('is for clients and admins: developers get 403, others’ endpoints are 404', async () => {
    const developer = await signedInActor(t, 'developer');
    const owner = await signedInActor(t, 'client');
    const stranger = await signedInActor(t, 'client');
    const admin = await signedInActor(t, 'admin');
    const refused = await developer.http.post('/api/webhooks', {
      url: `${receiver.url}/d`,
      events: ['job.created'],
    });
    expectError(refused, 403, 'FORBIDDEN', 'You do not have permission to do that.');
    const endpoint = await register(owner, '/owned');
    for (const intruder of [stranger, admin]) {
      const calls = [
        intruder.http.put(`/api/webhooks/${endpoint.id}`, { description: 'mine now' }),
        intruder.http.request('DELETE', `/api/webhooks/${endpoint.id}`),
        intruder.http.post(`/api/webhooks/${endpoint.id}/test`),
        intruder.http.get(`/api/webhooks/${endpoint.id}/deliveries`),
      ];
      for (const response of await Promise.all(calls)) {
        expectError(response, 404, 'NOT_FOUND', WEBHOOK_MESSAGES.notFound);
      }
    }
    const row = await t.db
      .selectFrom('webhookEndpoints')
      .select(['description'])
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row.description).toBe('');
    expect(receiver.on('/owned')).toEqual([]);
  });

  it('deletes an endpoint with its log', async () => {
    const client = await signedInActor(t, 'client');
    const endpoint = await register(client, '/deleted');
    const removed = await client.http.request('DELETE', `/api/webhooks/${endpoint.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: WEBHOOK_MESSAGES.deleted });
    expect((await client.http.get('/api/webhooks')).body).toEqual([]);
    expectError(
      await client.http.request('DELETE', `/api/webhooks/${endpoint.id}`),
      404,
      'NOT_FOUND',
      WEBHOOK_MESSAGES.notFound,
    );
  });
});

describe('events', () => {
  it('a client receives signed events about its own jobs only; admins receive all', async () => {
    const client = await signedInActor(t, 'client');
    const other = await signedInActor(t, 'client');
    const admin = await signedInActor(t, 'admin');
    const developer = await signedInActor(t, 'developer');
    const mine = await register(client, '/mine');
    const theirs = await register(other, '/theirs');
    const platform = await register(admin, '/admin', ['job.created', 'application.created']);

    const job = await postJob(client);
    const application = await applyTo(developer, job.id);
    await moveApplication(client, application.id, 'interview');
    const sent = await developer.http.post('/api/messages', {
      receiverId: client.user.id,
      jobId: job.id,
      content: 'Hello from the webhook test',
    });
    expect(sent.status).toBe(201);
    const proposed = await client.http.post(`/api/applications/${application.id}/interviews`, {
      slots: [{ startsAt: '2031-02-03T10:00:00+03:00', durationMinutes: 30 }],
    });
    expect(proposed.status).toBe(201);
    const offer = await makeOffer(client, offerTerms({ applicationId: application.id }));
    expect((await client.http.put(`/api/jobs/${job.id}/close`)).status).toBe(200);

    const expected = [
      'job.created',
      'application.created',
      'application.status_changed',
      'message.created',
      'interview.proposed',
      'offer.sent',
      'job.closed',
    ];
    await deliverUntil(t, () => receiver.on('/mine').length >= expected.length);
    await deliverUntil(t, () => receiver.on('/admin').length >= 2);
    expect(typesOn('/mine', mine.secret).sort()).toEqual([...expected].sort());
    expect(typesOn('/admin', platform.secret).sort()).toEqual(['application.created', 'job.created']);
    expect(receiver.on('/theirs')).toEqual([]);
    expect(theirs.id).toBeGreaterThan(0);

    const payloads = receiver.on('/mine').map((request) => verifyWebhook(mine.secret, request));
    expect(payloads.find((payload) => payload.type === 'application.status_changed')?.data).toEqual({
      applicationId: application.id,
      jobId: job.id,
      developerId: developer.developerId,
      developerUserId: developer.user.id,
      status: 'interview',
      previousStatus: 'pending',
    });
    expect(payloads.find((payload) => payload.type === 'offer.sent')?.data).toMatchObject({
      offerId: offer.id,
      jobId: job.id,
      status: 'sent',
    });
    const created = payloads.find((payload) => payload.type === 'job.created');
    expect(created?.data).toEqual({ jobId: job.id, clientId: client.user.id, title: job.title });
    expect(Date.parse(created?.timestamp ?? '')).not.toBeNaN();
    // The message's text stays in Talanta.
    expect(receiver.on('/mine').some((request) => request.body.includes('Hello from the webhook test'))).toBe(
      false,
    );
    // A wrong secret fails verification: the signature is real.
    expect(() => verifyWebhook(theirs.secret, receiver.on('/mine')[0]!)).toThrow();
  });

  it('follows a hire through: interview accepted, offer accepted, contract ended, invoice issued and paid', async () => {
    const client = await signedInActor(t, 'client');
    const admin = await signedInActor(t, 'admin');
    const endpoint = await register(client, '/hire', [
      'interview.accepted',
      'offer.accepted',
      'contract.ended',
      'invoice.issued',
      'invoice.paid',
    ]);
    const job = await postJob(client);
    const interviewee = await signedInActor(t, 'developer');
    const application = await applyTo(interviewee, job.id);
    const proposed = await client.http.post(`/api/applications/${application.id}/interviews`, {
      slots: [{ startsAt: '2031-02-03T10:00:00+03:00', durationMinutes: 30 }],
    });
    const accepted = await interviewee.http.put(`/api/interviews/${proposed.body.id}/accept`, {
      slotId: proposed.body.slots[0].id,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const { developer, contractId } = await contractAt(t, client, job.id, 40, {
      firstName: 'Amina',
      lastName: 'Otieno',
    });
    await insertApprovedWeek(t.db, contractId, mondayWeeksAgo(1), 600);
    const made = await admin.http.post('/api/admin/invoices/generate', { through: dateIn(-1) });
    expect(made.status).toBe(201);
    const [invoice] = made.body;
    const paid = await admin.http.put(`/api/admin/invoices/${invoice.id}/paid`, {
      reference: `WH-${invoice.id}`,
      paidAt: dateIn(0),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const ended = await developer.http.put(`/api/contracts/${contractId}/end`, { reason: 'Project done' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);

    await deliverUntil(t, () => receiver.on('/hire').length >= 5);
    const payloads = receiver.on('/hire').map((request) => verifyWebhook(endpoint.secret, request));
    expect(payloads.map((payload) => payload.type).sort()).toEqual([
      'contract.ended',
      'interview.accepted',
      'invoice.issued',
      'invoice.paid',
      'offer.accepted',
    ]);
    const byType = Object.fromEntries(payloads.map((payload) => [payload.type, payload.data]));
    expect(byType['interview.accepted']).toMatchObject({
      interviewId: proposed.body.id,
      status: 'scheduled',
    });
    expect(byType['offer.accepted']).toMatchObject({
      contractId,
      developerId: developer.developerId,
      developerUserId: developer.user.id,
      status: 'accepted',
    });
    expect(byType['contract.ended']).toMatchObject({ contractId, endedBy: developer.user.id });
    expect(byType['invoice.issued']).toMatchObject({
      invoiceId: invoice.id,
      totalCents: invoice.totalCents,
      status: 'issued',
    });
    expect(byType['invoice.paid']).toMatchObject({ invoiceId: invoice.id, status: 'paid' });
  });

  it('the same events reach tRPC callers: an endpoint made over tRPC gets a job.created', async () => {
    const client = await signedInActor(t, 'client');
    const trpc = await trpcAs(t, client);
    const endpoint = await trpc.client.webhook.create.mutate({
      url: `${receiver.url}/trpc`,
      events: ['job.created'],
    });
    await postJob(client);
    await deliverUntil(t, () => receiver.on('/trpc').length === 1);
    expect(typesOn('/trpc', endpoint.secret)).toEqual(['job.created']);
    const log = await trpc.client.webhook.deliveries.query({ id: endpoint.id });
    expect(log.total).toBe(1);
    expect(log.deliveries[0]).toMatchObject({
      eventType: 'job.created',
      status: 'succeeded',
      responseStatus: 200,
    });
  });

  it('a disabled endpoint gets nothing; sending it a test is a 409', async () => {
    const client = await signedInActor(t, 'client');
    const endpoint = await register(client, '/off', ['job.created']);
    const off = await client.http.put(`/api/webhooks/${endpoint.id}`, { enabled: false });
    expect(off.body).toMatchObject({ enabled: false, disabledReason: 'Turned off by its owner' });
    await postJob(client);
    const test = await client.http.post(`/api/webhooks/${endpoint.id}/test`);
    expectError(test, 409, 'CONFLICT', WEBHOOK_MESSAGES.testDisabled);
    await t.app.services.jobs.runDue();
    expect(receiver.on('/off')).toEqual([]);
    const log = await client.http.get(`/api/webhooks/${endpoint.id}/deliveries`);
    expect(log.body).toEqual([]);
    expect(log.headers['x-total-count']).toBe('0');
  });
});
