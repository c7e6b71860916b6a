import { type CacheSignal, createDb, type DbHandle } from '@talanta/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS } from '../src/cache/app-caches';
import { TtlCache } from '../src/cache/ttl-cache';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { heardSignalsSoFar } from './helpers/cache-signals';
import type { HttpClient } from './helpers/http';
import { jobPayload, signedInActor } from './helpers/jobs';
import { TEST_PASSWORD } from './helpers/users';

/**
 * Session checks and public lists are cached per API process (issue 16). Two apps on one database
 * stand for two processes: on PostgreSQL the second has its own pool and hears the first one's
 * writes only through NOTIFY (migration 0026); on PGlite both share the in-process instance.
 */

const t = useTestApp();
let other: TestApp;
let otherDatabase: DbHandle;

beforeAll(async () => {
  otherDatabase = t.database.url ? await createDb({ databaseUrl: t.database.url }) : t.database;
  other = await createTestApp({ database: otherDatabase });
});

afterAll(async () => {
  await other?.close();
  if (otherDatabase !== t.database) await otherDatabase?.close();
});

/** Resolves once `app` has applied a cache signal that clears `kind` (listening starts now). */
function signalled(app: TestApp, kind: CacheSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = app.app.services.caches.onSignal((signal) => {
      if (signal !== kind && signal !== 'users' && signal !== 'all') return;
      stop();
      resolve();
    });
  });
}

/** The same signed-in user on the other app (the session lives in the shared database). */
function onOther(token: string | undefined): HttpClient {
  const http = other.http();
  http.sessionToken = token;
  return http;
}

describe('public lists', () => {
  it('stay cached in a process until a job write in another process clears them', async () => {
    const client = await signedInActor(t, 'client');
    const developer = await signedInActor(t, 'developer');
    const there = onOther(developer.http.sessionToken);
    const before = await there.get('/api/jobs?search=cachingword');
    expect(before.body).toEqual([]);

    const cleared = signalled(other, 'jobs');
    const posted = await client.http.post('/api/jobs', jobPayload({ title: 'Cachingword platform rebuild' }));
    expect(posted.status).toBe(201);
    await cleared;
    const after = await there.get('/api/jobs?search=cachingword');
    expect(after.body.map((job: { id: number }) => job.id)).toEqual([posted.body.id]);
    expect(after.headers['x-total-count']).toBe('1');
  });

  it('answer the writing process at once, without waiting for its signal', async () => {
    const client = await signedInActor(t, 'client');
    expect((await client.http.get('/api/jobs?search=ownwriteword')).body).toEqual([]);
    const posted = await client.http.post('/api/jobs', jobPayload({ title: 'Ownwriteword data pipeline' }));
    const after = await client.http.get('/api/jobs?search=ownwriteword');
    expect(after.body.map((job: { id: number }) => job.id)).toEqual([posted.body.id]);
  });

  it('stay cached through a mutation of other tables, and not through a profile write', async () => {
    const developer = await signedInActor(t, 'developer');
    await heardSignalsSoFar(t);
    const talent = t.app.services.caches.talent;
    const search = '/api/developers/all?search=keptlistword';
    expect((await t.http().get(search)).body).toEqual([]);
    const cached = talent.size;
    expect(cached).toBeGreaterThan(0);

    // Notifications are behind no cached list.
    expect((await developer.http.put('/api/notifications/mark-all-read')).status).toBe(200);
    expect(talent.size).toBe(cached);

    const updated = await developer.http.put('/api/developers/profile/settings', {
      title: 'Keptlistword platform engineer',
    });
    expect(updated.status).toBe(200);
    expect(talent.size).toBe(0);
    const after = await t.http().get(search);
    expect(after.body.map((found: { user: { id: number } }) => found.user.id)).toEqual([developer.user.id]);
  });
});

describe('rendered pages', () => {
  it("drop in every process when a mutation commits in one, all but the cookieless visitors'", async () => {
    const developer = await signedInActor(t, 'developer');
    await heardSignalsSoFar(other);
    const pages = other.app.services.caches.pages;
    const page = (userId: number | null) => ({
      userId,
      shared: userId === null,
      headers: [],
      encoding: null,
      body: Buffer.from('<p>A page</p>'),
      scriptSources: [],
    });
    expect(pages.store('/dashboard', pages.begin(), page(developer.user.id))).toBe(true);
    expect(pages.store('/how-it-works', pages.begin(), page(null))).toBe(true);

    const cleared = signalled(other, 'mutation');
    expect((await developer.http.put('/api/notifications/mark-all-read')).status).toBe(200);
    await cleared;
    expect(pages.get('/dashboard')).toBeUndefined();
    expect(pages.get('/how-it-works')?.userId).toBeNull();
  });
});

describe('session checks', () => {
  it('end in every process when the user signs out in one', async () => {
    const developer = await signedInActor(t, 'developer');
    const there = onOther(developer.http.sessionToken);
    expect((await there.get('/api/auth/user')).status).toBe(200);

    const cleared = signalled(other, 'sessions');
    expect((await developer.http.post('/api/auth/logout')).status).toBe(200);
    await cleared;
    expect((await there.get('/api/auth/user')).status).toBe(401);
    expect((await developer.http.get('/api/auth/user')).status).toBe(401);
  });

  it('end in every process when the account is deleted in one', async () => {
    const developer = await signedInActor(t, 'developer');
    const there = onOther(developer.http.sessionToken);
    expect((await there.get('/api/auth/user')).status).toBe(200);

    const cleared = signalled(other, 'sessions');
    const deleted = await developer.http.request('DELETE', '/api/account', {
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    await cleared;
    expect((await there.get('/api/auth/user')).status).toBe(401);
  });

  it('are trusted for at most a second', () => {
    expect(SESSION_CACHE_TTL_MS).toBeLessThanOrEqual(1000);
    expect(other.app.services.caches.sessions.ttlMs).toBe(SESSION_CACHE_TTL_MS);
  });
});

describe('TtlCache', () => {
  it('keeps a value until its time is up, then loads it again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now = 999;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now = 1000;
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('does not keep a value whose load began before a clear', async () => {
    let release: (value: string) => void = () => {};
    const cache = new TtlCache<string>(1000, 10, () => 0);
    const stale = cache.getOrLoad('a', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release('before the write');
    expect(await stale).toBe('before the write');
    expect(await cache.getOrLoad('a', async () => 'after the write')).toBe('after the write');
  });

  it('holds at most maxEntries values, dropping the oldest', async () => {
    const cache = new TtlCache<string>(1000, 2, () => 0);
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('a', async () => 'reloaded')).toBe('reloaded');
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>(1000, 10, () => 0);
    await expect(cache.getOrLoad('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('a', async () => 'up')).toBe('up');
  });
});
