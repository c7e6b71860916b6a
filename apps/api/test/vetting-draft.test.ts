import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbHandle, deleteExpiredHttpSessions } from '@talanta/db';
import { ERROR_MESSAGES } from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { databaseOptionsFromEnv, readEnv } from '../src/env';
import { DRAFT_COOKIE } from '../src/plugins/draft-session';
import { resolveSessionSecret, SESSION_SECRET_FILE } from '../src/plugins/session-secret';
import { type App, createTestApp, useTestApp } from './helpers/app';
import { PRODUCTION_PLATFORM_ENV, testConfig } from './helpers/config';
import { HttpClient } from './helpers/http';
import { application, apply, draftCookieOf, getDraft, ONBOARDING_BIO, saveDraft } from './helpers/vetting';

/**
 * The onboarding wizard's draft kept on the server behind an anonymous session cookie, its session
 * secret, and the 503 with the database unreachable.
 */

const SESSION_SECRET = 'onboarding-test-secret-0123456789abcdef';

const t = useTestApp({ env: { SESSION_SECRET } });

describe('the draft: progress is not lost', () => {
  const draft = {
    step: 3,
    data: {
      firstName: 'Achieng',
      lastName: 'Odhiambo',
      email: 'achieng@example',
      githubUrl: 'https://github.com/achieng',
      skills: ['React', 'TypeScript'],
      bio: 'Half a bio',
      projects: [{ name: 'Soko', description: '', link: '' }],
    },
  };

  it('a visitor without a draft gets null, and no cookie is set by reading', async () => {
    const http = t.http();
    const response = await getDraft(http);
    expect(response.status).toBe(200);
    expect(response.body.result.data).toBeNull();
    expect(draftCookieOf(response)).toBeUndefined();
    expect(draftCookieOf(await http.get('/api/health'))).toBeUndefined();
  });

  it('saving sets an httpOnly, SameSite=Lax session cookie for 30 days; the same browser reads it back', async () => {
    const http = t.http();
    const saved = await saveDraft(http, draft);
    expect(saved.status).toBe(200);
    expect(saved.body.result.data.savedAt).toEqual(expect.any(String));
    const cookie = draftCookieOf(saved);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')).toBe('Lax');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.has('secure')).toBe(false);
    const days = ((cookie?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const read = await getDraft(http);
    expect(read.body.result.data).toEqual(draft);
    // Reading neither re-sends the cookie nor touches other responses.
    expect(read.setCookies).toEqual([]);
    expect((await http.get('/api/openapi.json')).setCookies).toEqual([]);
  });

  it('is private to its browser: a client without the cookie sees nothing', async () => {
    const owner = t.http();
    await saveDraft(owner, draft);
    expect((await getDraft(t.http())).body.result.data).toBeNull();
    // A forged cookie is no way in either.
    const forger = t.http();
    forger.cookies.set(DRAFT_COOKIE, `${owner.cookies.get(DRAFT_COOKIE)?.split('.')[0]}.forged`);
    expect((await getDraft(forger)).body.result.data).toBeNull();
  });

  it('a later save replaces the draft in the same session row', async () => {
    const http = t.http();
    await saveDraft(http, draft);
    const sessionsBefore = await countSessions();
    const next = { step: 4, data: { ...draft.data, bio: ONBOARDING_BIO } };
    expect((await saveDraft(http, next)).status).toBe(200);
    expect((await getDraft(http)).body.result.data).toEqual(next);
    expect(await countSessions()).toBe(sessionsBefore);
  });

  it('checks only types and lengths: incomplete is fine, oversized or malformed is not', async () => {
    const http = t.http();
    expect((await saveDraft(http, { step: 1, data: { firstName: 'A' } })).status).toBe(200);
    for (const bad of [
      { step: 6, data: {} },
      { step: 0, data: {} },
      { step: 2, data: { bio: 'x'.repeat(5001) } },
      { step: 2, data: { firstName: 42 } },
      { step: 4, data: { projects: Array.from({ length: 4 }, () => ({ name: 'x' })) } },
      { step: 3, data: { skills: Array.from({ length: 36 }, (_, i) => `skill ${i}`) } },
    ]) {
      const response = await saveDraft(http, bad);
      expect(response.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await getDraft(http)).body.result.data).toEqual({ step: 1, data: { firstName: 'A' } });
  });

  it('works through the tRPC client with its cookie jar', async () => {
    const browser = await t.trpc();
    expect(await browser.client.vetting.getDraft.query()).toBeNull();
    await browser.client.vetting.saveDraft.mutate({ step: 2, data: { firstName: 'Ravi' } });
    expect(browser.cookies.get(DRAFT_COOKIE)).toBeTruthy();
    expect(await browser.client.vetting.getDraft.query()).toEqual({
      step: 2,
      data: { firstName: 'Ravi' },
    });
  });

  it('survives a restart: a new app instance on the same database reads it', async () => {
    const http = t.http();
    await saveDraft(http, draft);
    const restarted = await createTestApp({ database: t.database, env: { SESSION_SECRET } });
    try {
      const sameBrowser = restarted.http();
      for (const [name, value] of http.cookies) sameBrowser.cookies.set(name, value);
      expect((await getDraft(sameBrowser)).body.result.data).toEqual(draft);
      // Both instances share it: a save on one is read on the other.
      await saveDraft(sameBrowser, { ...draft, step: 5 });
      expect((await getDraft(http)).body.result.data.step).toBe(5);
    } finally {
      await restarted.close();
    }
  });

  it('is cleared by a successful application, cookie included', async () => {
    const http = t.http();
    await saveDraft(http, draft);
    const sid = await sessionIdOf(http);
    expect(sid).toBeDefined();

    const response = await apply(http, application());
    expect(response.status).toBe(201);
    const cleared = draftCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(http.cookies.has(DRAFT_COOKIE)).toBe(false);
    expect(
      await t.db.selectFrom('httpSessions').select('sid').where('sid', '=', String(sid)).execute(),
    ).toEqual([]);
    expect((await getDraft(http)).body.result.data).toBeNull();
  });

  it('is kept when the application is refused', async () => {
    const http = t.http();
    await saveDraft(http, draft);
    expect((await apply(http, application({ bio: 'short' }))).status).toBe(400);
    expect((await getDraft(http)).body.result.data).toEqual(draft);
  });

  it('expires: an expired draft reads as null and housekeeping deletes it', async () => {
    const http = t.http();
    await saveDraft(http, draft);
    const sid = String(await sessionIdOf(http));
    await t.db
      .updateTable('httpSessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('sid', '=', sid)
      .execute();
    expect((await getDraft(http)).body.result.data).toBeNull();
    expect(await deleteExpiredHttpSessions(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('httpSessions').select('sid').where('sid', '=', sid).execute()).toEqual([]);
  });

  async function countSessions(): Promise<number> {
    const row = await t.db
      .selectFrom('httpSessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The session id inside the signed cookie value (`<id>.<signature>`). */
  async function sessionIdOf(http: HttpClient): Promise<string | undefined> {
    const value = decodeURIComponent(http.cookies.get(DRAFT_COOKIE) ?? '');
    const id = value.slice(0, value.lastIndexOf('.'));
    const row = await t.db.selectFrom('httpSessions').select('sid').where('sid', '=', id).executeTakeFirst();
    return row?.sid;
  }
});

describe('the session secret', () => {
  it('is generated once into DATA_DIR/session-secret (0600) when SESSION_SECRET is unset', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talanta-secret-'));
    try {
      const first = resolveSessionSecret({ sessionSecret: null, dataDir });
      expect(first.length).toBeGreaterThanOrEqual(32);
      const file = join(dataDir, SESSION_SECRET_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(resolveSessionSecret({ sessionSecret: null, dataDir })).toBe(first);
      expect(resolveSessionSecret({ sessionSecret: SESSION_SECRET, dataDir })).toBe(SESSION_SECRET);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is required in production and must be 32 characters or more', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => readEnv({ NODE_ENV: 'production', SESSION_SECRET: 'too-short' })).toThrow(/32 characters/);
    const PUBLIC_URL = 'https://talanta.example';
    expect(
      readEnv({ NODE_ENV: 'production', SESSION_SECRET, PUBLIC_URL, ...PRODUCTION_PLATFORM_ENV })
        .SESSION_SECRET,
    ).toBe(SESSION_SECRET);
    expect(readEnv({ NODE_ENV: 'development' }).SESSION_SECRET).toBeUndefined();
  });
});

describe('with the database unreachable', () => {
  let app: App;
  let database: DbHandle;
  beforeAll(async () => {
    const env = readEnv({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      DB_CONNECT_TIMEOUT_MS: '500',
    });
    database = await createDb({ ...databaseOptionsFromEnv(env), onIdleError: () => {} });
    app = await buildApp({ database, config: testConfig({ SESSION_SECRET }), logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  function expectUnavailable(response: { status: number; body: { message?: string } }) {
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(ERROR_MESSAGES.databaseUnavailable);
  }

  it('POST /api/developer/apply answers 503 "Database temporarily unavailable"', async () => {
    const response = await apply(new HttpClient(app), application());
    expectUnavailable(response);
    expect(response.body.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers 503 through tRPC as well', async () => {
    const response = await new HttpClient(app).post('/trpc/vetting.submit', application());
    expect(response.status).toBe(503);
    expect(response.body.error.message).toBe(ERROR_MESSAGES.databaseUnavailable);
  });

  it('a browser with a draft gets 503 for it and keeps its cookie', async () => {
    // The cookie comes from the working app (same secret): a real browser's draft.
    const owner = t.http();
    await saveDraft(owner, { step: 2, data: { firstName: 'Kofi' } });
    const browser = new HttpClient(app);
    for (const [name, value] of owner.cookies) browser.cookies.set(name, value);

    const read = await getDraft(browser);
    expect(read.status).toBe(503);
    expect(read.body.error.message).toBe(ERROR_MESSAGES.databaseUnavailable);
    expect(read.setCookies).toEqual([]);
    const save = await saveDraft(browser, { step: 2, data: { firstName: 'Kofi' } });
    expect(save.status).toBe(503);
    expect(save.setCookies).toEqual([]);
    // A visitor without a draft cannot start one either, and gets no cookie.
    const fresh = await saveDraft(new HttpClient(app), { step: 1, data: { firstName: 'Kofi' } });
    expect(fresh.status).toBe(503);
    expect(fresh.body.error.message).toBe(ERROR_MESSAGES.databaseUnavailable);
    expect(fresh.setCookies).toEqual([]);
    // Paths that need no database are not held up by the draft cookie.
    expect((await browser.get('/api/openapi.json')).status).toBe(200);
  });
});
