import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  countEmailBacklog,
  countWebhookBacklog,
  createDb,
  enqueueEmail,
  enqueueWebhookDelivery,
  insertWebhookEndpoint,
  migrateDownOne,
  migrateToLatest,
} from '@talanta/db';
import { createTestDb } from '@talanta/db/testing';
import { ERROR_MESSAGES } from '@talanta/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, readEnv, ZEnv } from '../src/env';
import { MAX_ATTEMPTS } from '../src/mail/outbox';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import type { HttpClient, HttpResponse } from './helpers/http';
import { liveSubscribers } from './helpers/live';
import { createMember } from './helpers/messaging';

const METRICS_TOKEN = 'scraper-token-0123456789';
const t = useTestApp({ env: { METRICS_TOKEN } });
const live = liveSubscribers();
afterEach(() => live.closeAll());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Reads the Prometheus text format line by line (label values here never hold quotes or commas). */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g))
      labels[pair[1] as string] = pair[2] as string;
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include `labels`; undefined if none. */
function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

async function scrape(http: HttpClient): Promise<Sample[]> {
  const response = await http.get('/metrics');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(response.body as string);
}

const requestsTotal = 'talanta_http_requests_total';

describe('liveness and readiness', () => {
  it('GET /api/health/live answers 200 while the process serves', async () => {
    const response = await t.http().get('/api/health/live');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'live' });
  });

  it('GET /api/health/ready answers 200 on a reachable, fully migrated database', async () => {
    const response = await t.http().get('/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready' });
  });

  it('GET /api/health still answers 200', async () => {
    const response = await t.http().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('ready answers 503 naming the pending migration on a database one migration behind, 200 once migrated', async () => {
    const database = await createTestDb();
    const behind = await createTestApp({ database });
    try {
      const reverted = await migrateDownOne(database.db);
      expect(reverted).toHaveLength(1);
      const latest = (reverted[0] as string).replace(/^Down /, '');
      const response = await behind.http().get('/api/health/ready');
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toEqual({
        status: 'unavailable',
        reason: 'migrations_pending',
        message: `Database migrations are pending: ${latest}`,
        pendingMigrations: [latest],
      });
      // Liveness does not depend on the schema: the process itself is fine.
      expect((await behind.http().get('/api/health/live')).status).toBe(200);

      await migrateToLatest(database.db);
      expect((await behind.http().get('/api/health/ready')).status).toBe(200);
    } finally {
      await behind.close();
      await database.close();
    }
  });
});

describe('with the database unreachable', () => {
  let app: Awaited<ReturnType<typeof buildDownApp>>;
  async function buildDownApp() {
    // Nothing listens on port 1: every connection is refused, in every test mode.
    const database = await createDb({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      connectionTimeoutMs: 500,
    });
    return createTestApp({ database });
  }
  beforeAll(async () => {
    app = await buildDownApp();
  });
  afterAll(async () => {
    await app?.close();
    await app?.database.close();
  });

  it('ready answers 503 "database_unreachable", live still 200', async () => {
    const ready = await app.http().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.body).toEqual({
      status: 'unavailable',
      reason: 'database_unreachable',
      message: ERROR_MESSAGES.databaseUnavailable,
    });
    expect((await app.http().get('/api/health/live')).status).toBe(200);
  });

  it('metrics still answer, without the backlog the database cannot count', async () => {
    const samples = await scrape(app.http());
    expect(sampleValue(samples, 'talanta_db_pool_in_use')).toBe(0);
    expect(samples.filter((sample) => sample.name === 'talanta_backlog_items')).toEqual([]);
  });
});

describe('GET /metrics', () => {
  it('answers a loopback peer in the Prometheus text format, counting requests by route pattern', async () => {
    const http = t.http();
    // Signed out, a job's page answers 401; what matters here is the label, not the answer.
    const jobLabels = { method: 'GET', route: '/api/jobs/:id', status: '401' };
    const before = sampleValue(await scrape(http), requestsTotal, jobLabels) ?? 0;
    expect((await http.get('/api/jobs/987654')).status).toBe(401);
    expect((await http.get('/api/jobs/987655')).status).toBe(401);

    const samples = await scrape(http);
    expect(sampleValue(samples, requestsTotal, jobLabels)).toBe(before + 2);
    expect(
      sampleValue(samples, 'talanta_http_request_duration_seconds_count', jobLabels),
    ).toBeGreaterThanOrEqual(2);
    // The raw URL never becomes a label: one series per pattern, whatever the ids.
    const routes = samples
      .filter((sample) => sample.name === requestsTotal)
      .map((sample) => sample.labels.route);
    expect(routes.some((route) => /\d{3,}/.test(route ?? ''))).toBe(false);
  });

  it('labels a path no route has as "(unmatched)"', async () => {
    const http = t.http();
    expect((await http.get('/api/no-such-thing/42')).status).toBe(404);
    const samples = await scrape(http);
    expect(
      sampleValue(samples, requestsTotal, { route: '(unmatched)', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('labels tRPC calls by procedure, a batch once per procedure in it, unknown names as "(unknown)"', async () => {
    const http = t.http();
    const label = (route: string) => ({ method: 'GET', route });
    const before = await scrape(http);
    const count = (samples: Sample[], route: string) =>
      samples
        .filter((sample) => sample.name === requestsTotal && sample.labels.route === route)
        .reduce((sum, sample) => sum + sample.value, 0);

    await http.get('/trpc/auth.me');
    await http.get(`/trpc/auth.me,auth.session?batch=1&input=${encodeURIComponent('{}')}`);
    await http.get('/trpc/no.such.procedure-1');
    const after = await scrape(http);

    expect(count(after, '/trpc/auth.me') - count(before, '/trpc/auth.me')).toBe(2);
    expect(count(after, '/trpc/auth.session') - count(before, '/trpc/auth.session')).toBe(1);
    expect(count(after, '/trpc/(unknown)') - count(before, '/trpc/(unknown)')).toBe(1);
    expect(after.some((sample) => sample.labels.route?.includes('no.such'))).toBe(false);
    expect(
      sampleValue(after, requestsTotal, { ...label('/trpc/auth.me'), status: '401' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('shows the pool gauges, live subscribers and the email outbox backlog', async () => {
    const http = t.http();
    await enqueueEmail(t.db, { to: 'backlog@example.com', subject: 'Pending', text: 'Still to send' });
    const expected = await countEmailBacklog(t.db, MAX_ATTEMPTS);
    const samples = await scrape(http);
    for (const name of ['talanta_db_pool_in_use', 'talanta_db_pool_idle', 'talanta_db_pool_waiting']) {
      expect(sampleValue(samples, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(sampleValue(samples, 'talanta_live_subscribers')).toBe(0);
    expect(expected.pending).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'talanta_backlog_items', { queue: 'email_outbox', state: 'pending' })).toBe(
      expected.pending,
    );
    expect(sampleValue(samples, 'talanta_backlog_items', { queue: 'email_outbox', state: 'failed' })).toBe(
      expected.failed,
    );
    // prom-client's process metrics come along (memory, CPU, event loop).
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('shows the webhook deliveries waiting to be sent', async () => {
    const client = await createMember(t, 'client', { firstName: 'Akinyi' });
    // A name that never resolves: any attempt fails and the delivery waits for its retry, still pending.
    const endpoint = await insertWebhookEndpoint(t.db, {
      userId: client.user.id,
      url: 'https://hooks.example.invalid/talanta',
      events: ['job.created'],
      description: '',
      secret: 'whsec_dGVzdC1zZWNyZXQtZm9yLW1ldHJpY3M=',
    });
    await enqueueWebhookDelivery(t.db, endpoint.id, {
      type: 'job.created',
      timestamp: new Date().toISOString(),
      data: { jobId: 1 },
    });
    const expected = await countWebhookBacklog(t.db);
    expect(expected.pending).toBe(1);
    const samples = await scrape(t.http());
    expect(
      sampleValue(samples, 'talanta_backlog_items', { queue: 'webhook_deliveries', state: 'pending' }),
    ).toBe(1);
    expect(
      sampleValue(samples, 'talanta_backlog_items', { queue: 'webhook_deliveries', state: 'failed' }),
    ).toBe(0);
  });

  it('counts an open live stream as a subscriber, and no longer once it closes', async () => {
    const member = await createMember(t, 'developer', { firstName: 'Wanjiku', approved: true });
    const subscriber = live.subscribe((await t.trpc()).baseUrl, { sessionToken: member.token });
    const http = t.http();
    const subscribers = async () => sampleValue(await scrape(http), 'talanta_live_subscribers');
    await eventually(async () => (await subscribers()) === 1, 5000);
    subscriber.close();
    await eventually(async () => (await subscribers()) === 0, 5000);
  });

  it('a backlog source registered later shows up, and one that fails does not break the scrape', async () => {
    const app = await createTestApp();
    try {
      app.app.metrics.addBacklog('reminders', async () => ({ pending: 3, delivering: 1 }));
      app.app.metrics.addBacklog('broken', async () => {
        throw new Error('no such table');
      });
      expect(() => app.app.metrics.addBacklog('webhook_deliveries', async () => ({}))).toThrow(
        /already registered/,
      );
      const samples = await scrape(app.http());
      expect(sampleValue(samples, 'talanta_backlog_items', { queue: 'reminders', state: 'pending' })).toBe(3);
      expect(sampleValue(samples, 'talanta_backlog_items', { queue: 'reminders', state: 'delivering' })).toBe(
        1,
      );
      expect(samples.some((sample) => sample.labels.queue === 'broken')).toBe(false);
      expect(sampleValue(samples, 'talanta_backlog_items', { queue: 'email_outbox', state: 'pending' })).toBe(
        0,
      );
    } finally {
      await app.close();
    }
  });
});

describe('who may read /metrics', () => {
  const remote = { remoteAddress: '10.1.2.3' };
  const expectHidden = (response: HttpResponse) => {
    // The same answer as any unknown path: the endpoint is not advertised.
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'No such path: GET /metrics', code: 'NOT_FOUND' });
  };

  it('refuses a non-loopback peer without a token', async () => {
    expectHidden(await t.http().get('/metrics', remote));
  });

  it('answers a non-loopback peer with the METRICS_TOKEN, whatever host it scrapes by', async () => {
    const response = await t.http().get('/metrics', {
      ...remote,
      // A page cannot send the token, so the Host check that keeps rebound pages out is not needed.
      headers: { authorization: `Bearer ${METRICS_TOKEN}`, host: 'app1.internal:3001' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toContain('# TYPE talanta_http_requests_total counter');
  });

  it('refuses a loopback peer whose Host names another server (a page rebound to 127.0.0.1)', async () => {
    for (const host of [
      'evil.example',
      'evil.example:3000',
      'localhost.evil.example',
      'app1.internal:3001',
    ]) {
      expectHidden(await t.http().get('/metrics', { headers: { host } }));
    }
    for (const host of ['localhost', '127.0.0.1:3001', '[::1]:3000']) {
      expect((await t.http().get('/metrics', { headers: { host } })).status, host).toBe(200);
    }
  });

  it('answers the unknown-path 404, not the web app, when a web build is served', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'talanta-metrics-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const withWeb = await createTestApp({ database: t.database, env: { WEB_DIST_DIR: dist } });
    try {
      const unknown = await withWeb.http().get('/no-such-file.txt', remote);
      expect(unknown.status).toBe(404);
      for (const options of [remote, { headers: { host: 'evil.example' } }]) {
        const hidden = await withWeb.http().get('/metrics', options);
        expectHidden(hidden);
        expect(hidden.headers['content-type']).toBe(unknown.headers['content-type']);
        expect(Object.keys(hidden.body)).toEqual(Object.keys(unknown.body));
      }
    } finally {
      await withWeb.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('refuses a wrong token, a token of another scheme and an empty bearer', async () => {
    for (const authorization of [
      `Bearer ${METRICS_TOKEN}x`,
      `Basic ${METRICS_TOKEN}`,
      'Bearer ',
      'Bearer wrong',
    ]) {
      expectHidden(await t.http().get('/metrics', { ...remote, headers: { authorization } }));
    }
  });

  it('judges the socket peer, not X-Forwarded-For: a proxied request from loopback is refused', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      // Through a reverse proxy on the same host every request comes from loopback.
      expectHidden(await proxied.http().get('/metrics', { headers: { 'x-forwarded-for': '127.0.0.1' } }));
      // A remote client claiming to be loopback through the header is still remote.
      expectHidden(
        await proxied.http().get('/metrics', { ...remote, headers: { 'x-forwarded-for': '127.0.0.1' } }),
      );
      expect((await proxied.http().get('/metrics')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('without METRICS_TOKEN configured, no bearer opens it to a remote peer', async () => {
    const untokened: TestApp = await createTestApp();
    try {
      expect(untokened.config.metricsToken).toBeNull();
      expectHidden(
        await untokened.http().get('/metrics', { ...remote, headers: { authorization: 'Bearer null' } }),
      );
      expect((await untokened.http().get('/metrics', { remoteAddress: '::1' })).status).toBe(200);
    } finally {
      await untokened.close();
    }
  });
});

describe('.env.example', () => {
  it('lists every variable env.ts reads, and its values start the server', async () => {
    const text = await readFile(new URL('../../../.env.example', import.meta.url), 'utf8');
    const settings: Record<string, string> = {};
    const named = new Set<string>();
    for (const line of text.split('\n')) {
      // Commented-out settings ("# COOKIE_SECURE=true") are named, with no default to set.
      const match = /^(# )?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (!match) continue;
      named.add(match[2] as string);
      if (!match[1]) settings[match[2] as string] = match[3] as string;
    }
    expect([...named].sort()).toEqual(Object.keys(ZEnv.shape).sort());
    // The listed values are the defaults: loading the file changes nothing.
    expect(configFromEnv(readEnv(settings))).toEqual(configFromEnv(readEnv({})));
  });
});
