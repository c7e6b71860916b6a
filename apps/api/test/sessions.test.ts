import { API_TOKEN_MESSAGES, ERROR_MESSAGES, SESSION_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { bearerClient, createToken, expectStatus } from './helpers/api-tokens';
import { useTestApp } from './helpers/app';
import { signedInActor, trpcAs } from './helpers/jobs';
import { TEST_PASSWORD } from './helpers/users';

/** The signed-in sessions of Account Settings (issue 15): list, end one, end all others. */

const t = useTestApp();

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36';

/** The user signed in twice over the login route, from two devices. */
async function twoDevices() {
  const user = await signedInActor(t, 'developer');
  const laptop = t.http({ headers: { 'user-agent': FIREFOX_WINDOWS } });
  const phone = t.http({ headers: { 'user-agent': CHROME_ANDROID } });
  for (const http of [laptop, phone])
    expectStatus(await http.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD }), 200);
  return { user, laptop, phone };
}

const sessionRowsOf = (userId: number) =>
  t.db.selectFrom('authSessions').select(['id', 'lastSeenAt']).where('userId', '=', userId).execute();

describe('GET /api/account/sessions', () => {
  it('lists the devices with sign-in and last-seen times, marks this one, and shows no token part', async () => {
    const { user, laptop } = await twoDevices();
    const list = await laptop.get('/api/account/sessions');
    expectStatus(list, 200);
    expect(list.body).toHaveLength(3);
    const devices = list.body.map((row: { device: string }) => row.device).sort();
    expect(devices).toEqual(['Chrome on Android', 'Firefox on Windows', 'Unknown device']);
    const current = list.body.filter((row: { current: boolean }) => row.current);
    expect(current).toHaveLength(1);
    expect(current[0].device).toBe('Firefox on Windows');
    for (const row of list.body) {
      expect(Object.keys(row).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastSeenAt']);
      expect(row.id).toMatch(/^[0-9a-f]{16}$/);
    }
    const text = JSON.stringify(list.body);
    for (const stored of await sessionRowsOf(user.user.id)) expect(text).not.toContain(stored.id);
  });

  it('moves last seen at most once a minute', async () => {
    const user = await signedInActor(t, 'client');
    const [row] = await sessionRowsOf(user.user.id);
    const old = new Date(Date.now() - 5 * 60_000);
    await t.db
      .updateTable('authSessions')
      .set({ lastSeenAt: old })
      .where('id', '=', row?.id ?? '')
      .execute();
    await user.http.get('/api/auth/user');
    const [seen] = await sessionRowsOf(user.user.id);
    expect(seen?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await user.http.get('/api/auth/user');
    const [again] = await sessionRowsOf(user.user.id);
    expect(again?.lastSeenAt.getTime()).toBe(seen?.lastSeenAt.getTime());
  });

  it('needs a signed-in session: 401 signed out, 403 with an API token', async () => {
    expectStatus(await t.http().get('/api/account/sessions'), 401, ERROR_MESSAGES.notSignedIn);
    const user = await signedInActor(t, 'developer');
    const { token } = await createToken(user, { scopes: ['read'] });
    expectStatus(
      await bearerClient(t, token).get('/api/account/sessions'),
      403,
      API_TOKEN_MESSAGES.sessionOnly,
    );
  });

  it('works through the tRPC client', async () => {
    const user = await signedInActor(t, 'client');
    const trpc = await trpcAs(t, user);
    const list = await trpc.client.session.list.query();
    expect(list).toHaveLength(1);
    expect(list[0]?.current).toBe(true);
  });
});

describe('DELETE /api/account/sessions/{id} and /api/account/sessions', () => {
  it('ends another session, which is then signed out; unknown and foreign ids are 404', async () => {
    const { laptop, phone } = await twoDevices();
    const list = (await laptop.get('/api/account/sessions')).body;
    const phoneSession = list.find((row: { device: string }) => row.device === 'Chrome on Android');
    expectStatus(
      await laptop.request('DELETE', `/api/account/sessions/${phoneSession.id}`),
      200,
      SESSION_MESSAGES.revoked,
    );
    expectStatus(await phone.get('/api/auth/user'), 401);
    expectStatus(await laptop.get('/api/auth/user'), 200);
    expectStatus(
      await laptop.request('DELETE', `/api/account/sessions/${phoneSession.id}`),
      404,
      SESSION_MESSAGES.notFound,
    );
    const stranger = await signedInActor(t, 'client');
    const mine = (await laptop.get('/api/account/sessions')).body[0];
    expectStatus(
      await stranger.http.request('DELETE', `/api/account/sessions/${mine.id}`),
      404,
      SESSION_MESSAGES.notFound,
    );
    expectStatus(await laptop.get('/api/auth/user'), 200);
  });

  it('ending the current session signs out', async () => {
    const { laptop } = await twoDevices();
    const current = (await laptop.get('/api/account/sessions')).body.find(
      (row: { current: boolean }) => row.current,
    );
    const ended = await laptop.request('DELETE', `/api/account/sessions/${current.id}`);
    expectStatus(ended, 200);
    expect(laptop.sessionToken).toBeUndefined();
    expectStatus(await laptop.get('/api/auth/user'), 401);
  });

  it('ends every other session and keeps this one', async () => {
    const { user, laptop, phone } = await twoDevices();
    expectStatus(
      await laptop.request('DELETE', '/api/account/sessions'),
      200,
      SESSION_MESSAGES.othersRevoked,
    );
    expectStatus(await phone.get('/api/auth/user'), 401);
    expectStatus(await user.http.get('/api/auth/user'), 401);
    const list = (await laptop.get('/api/account/sessions')).body;
    expect(list).toHaveLength(1);
    expect(list[0].current).toBe(true);
  });
});
