import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/cookie';
import { createToken } from './helpers/api-tokens';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import type { HttpClient } from './helpers/http';
import { type Actor, signedInActor } from './helpers/jobs';
import { signInAs, TEST_PASSWORD } from './helpers/users';

/**
 * Issue 35: an open live.events stream ends within a second when the session or API token it was
 * opened with ends (migration 0029's signals), whichever process ended it; the streams of the
 * credentials that stand stay open.
 */

const t = useTestApp();
const WITHIN_MS = 1000;

interface OpenStream {
  /** Resolves with Date.now() when the server ends the response. */
  ended: Promise<number>;
  /** Resolves once the stream has carried `text`. */
  carried(text: string): Promise<void>;
  close(): void;
}

/** A live.events stream over a real socket, as a browser's EventSource opens it. */
async function openStream(
  app: TestApp,
  credential: { sessionToken: string } | { apiToken: string },
): Promise<OpenStream> {
  const { baseUrl } = await app.trpc();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if ('sessionToken' in credential) headers.cookie = `${SESSION_COOKIE}=${credential.sessionToken}`;
  else headers.authorization = `Bearer ${credential.apiToken}`;
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/trpc/live.events`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let received = '';
  const waiters = new Set<() => void>();
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return Date.now();
      received += decoder.decode(value, { stream: true });
      for (const check of waiters) check();
    }
  })();
  return {
    ended,
    carried: (text) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!received.includes(text)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        ended.then(() => reject(new Error(`the stream ended before it carried ${text}`)));
        check();
      }),
    close: () => controller.abort(),
  };
}

/** Resolves with how long after `since` the stream ended; fails after twice the allowed time. */
async function endedWithin(stream: OpenStream, since: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<number>((resolve) => {
    timer = setTimeout(() => resolve(Number.NaN), 2 * WITHIN_MS);
  });
  const at = await Promise.race([stream.ended, deadline]);
  clearTimeout(timer);
  stream.close();
  return at - since;
}

/** A stream that stands still carries the next message `from` sends its user. */
async function expectStillOpen(stream: OpenStream, from: Actor, to: Actor) {
  const content = `still open ${Date.now()}`;
  const sent = await from.http.post('/api/messages', { receiverId: to.user.id, content });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  await stream.carried(content);
  stream.close();
}

/** The actor signed in on a second device. */
async function secondDevice(app: TestApp, actor: Actor): Promise<{ http: HttpClient; token: string }> {
  const http = app.http();
  const token = await signInAs(app.db, http, actor.user);
  return { http, token };
}

describe('an open live stream ends with what it was opened with', () => {
  it('ends at sign-out; the same user’s other session keeps its stream and its messages', async () => {
    const developer = await signedInActor(t, 'developer');
    const client = await signedInActor(t, 'client');
    const phone = await secondDevice(t, developer);
    const laptopStream = await openStream(t, { sessionToken: developer.http.sessionToken ?? '' });
    const phoneStream = await openStream(t, { sessionToken: phone.token });

    const loggedOut = await developer.http.post('/api/auth/logout');
    expect(loggedOut.status).toBe(200);
    expect(await endedWithin(laptopStream, Date.now())).toBeLessThan(WITHIN_MS);

    await expectStillOpen(phoneStream, client, developer);
  });

  it('ends when another device revokes the session', async () => {
    const developer = await signedInActor(t, 'developer');
    const phone = await secondDevice(t, developer);
    const stream = await openStream(t, { sessionToken: developer.http.sessionToken ?? '' });
    const sessions = await phone.http.get('/api/account/sessions');
    const laptop = (sessions.body as { id: string; current: boolean }[]).find((session) => !session.current);

    const revoked = await phone.http.request('DELETE', `/api/account/sessions/${laptop?.id}`);
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(await endedWithin(stream, Date.now())).toBeLessThan(WITHIN_MS);
  });

  it('ends the other sessions’ and the API tokens’ streams at a password change, not this session’s', async () => {
    const developer = await signedInActor(t, 'developer');
    const client = await signedInActor(t, 'client');
    const { token } = await createToken(developer);
    const phone = await secondDevice(t, developer);
    const phoneStream = await openStream(t, { sessionToken: phone.token });
    const tokenStream = await openStream(t, { apiToken: token });
    const ownStream = await openStream(t, { sessionToken: developer.http.sessionToken ?? '' });

    const changed = await developer.http.put('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another-secret-1',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const changedAt = Date.now();
    expect(await endedWithin(phoneStream, changedAt)).toBeLessThan(WITHIN_MS);
    expect(await endedWithin(tokenStream, changedAt)).toBeLessThan(WITHIN_MS);

    await expectStillOpen(ownStream, client, developer);
  });

  it('ends when the account is deleted', async () => {
    const developer = await signedInActor(t, 'developer');
    const stream = await openStream(t, { sessionToken: developer.http.sessionToken ?? '' });
    const deleted = await developer.http.request('DELETE', '/api/account', {
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await endedWithin(stream, Date.now())).toBeLessThan(WITHIN_MS);
  });

  it('ends when an admin changes the role', async () => {
    const admin = await signedInActor(t, 'admin');
    const developer = await signedInActor(t, 'developer');
    const stream = await openStream(t, { sessionToken: developer.http.sessionToken ?? '' });
    const changed = await admin.http.put(`/api/super-admin/users/${developer.user.id}/role`, {
      role: 'client',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await endedWithin(stream, Date.now())).toBeLessThan(WITHIN_MS);
  });
});

describe('two API instances on one database', () => {
  it('ends a stream held by one when the other signs its session out', async ({ annotate }) => {
    const second = await createTestApp({ database: t.database });
    try {
      const developer = await signedInActor(t, 'developer');
      const stream = await openStream(second, { sessionToken: developer.http.sessionToken ?? '' });
      const loggedOut = await developer.http.post('/api/auth/logout');
      expect(loggedOut.status).toBe(200);
      const afterMs = await endedWithin(stream, Date.now());
      await annotate(`signed out through instance 1, stream on instance 2 ended after ${afterMs} ms`);
      expect(afterMs).toBeLessThan(WITHIN_MS);
    } finally {
      await second.close();
    }
  });
});
