import { BANK_STATEMENT_MESSAGES, EMAIL_MESSAGES, ERROR_MESSAGES } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../src/mail/unsubscribe-token';
import { restRoutes } from '../src/rest/table';
import { useTestApp } from './helpers/app';
import { OWN_HOST, OWN_ORIGIN } from './helpers/http';
import {
  buildWalkWorld,
  sessionCookieOf,
  type WalkWorld,
  type WriteTarget,
  writeTargets,
} from './helpers/walk';

const t = useTestApp();

const FOREIGN_SENDERS: { label: string; headers: Record<string, string> }[] = [
  { label: 'foreign origin', headers: { origin: 'https://evil.example' } },
  { label: 'Origin null', headers: { origin: 'null' } },
  { label: 'sibling port', headers: { origin: 'http://localhost:3001' } },
  { label: 'Sec-Fetch-Site cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
];
/** Bodies a plain HTML form (or fetch without preflight) can send. */
const FORM_BODIES = [
  { type: 'text/plain', payload: '{"companyName":""}' },
  {
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="companyName"\r\n\r\n\r\n--x--\r\n',
  },
  { type: 'application/x-www-form-urlencoded', payload: 'companyName=&status=pending' },
];
const JSON_BODY = { type: 'application/json', payload: '{}' };

/** Spellings of one path that a router might decode to the same route, or that must be refused anyway. */
function spellings(path: string): string[] {
  const [, prefix = '', rest = ''] = /^\/(api|trpc)\/(.*)$/.exec(path) ?? [];
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
  const encodeAll = (text: string) => text.replace(/[^/]/g, hex);
  return [
    path,
    `/${hex(prefix[0]!)}${prefix.slice(1)}/${rest}`,
    `/${prefix}/${hex(rest[0]!)}${rest.slice(1)}`,
    `/${encodeAll(prefix)}/${encodeAll(rest)}`,
    `/${prefix}//${rest}`,
    `//${prefix}/${rest}`,
    `/${prefix.toUpperCase()}/${rest}`,
    `${path}/`,
    `${path}?batch=1`,
  ];
}

interface Target extends WriteTarget {
  cookie: string;
}

/** The upload rule of the REST row a target is (undefined: not an upload row). */
function uploadRuleOf(target: WriteTarget) {
  return restRoutes.find((route) => `${route.method} /api${route.path}` === target.label)?.upload;
}

function targets(world: WalkWorld): Target[] {
  return writeTargets(world).map((target) => ({
    ...target,
    cookie: sessionCookieOf(world.actors[target.role]),
  }));
}

async function send(target: Target, url: string, headers: Record<string, string>, payload: string) {
  const response = await t.app.inject({
    method: target.method,
    url,
    headers: { host: OWN_HOST, cookie: target.cookie, ...headers },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { message: string; code: string } };
}

/** Everything a refused write could have touched, to prove that nothing did. */
async function snapshot() {
  const { db } = t;
  return {
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    sessions: await db.selectFrom('authSessions').select(['id', 'userId']).orderBy('id').execute(),
    clientProfiles: await db.selectFrom('clientProfiles').selectAll().orderBy('id').execute(),
    developerProfiles: await db.selectFrom('developerProfiles').selectAll().orderBy('id').execute(),
    jobs: await db.selectFrom('jobs').selectAll().orderBy('id').execute(),
    jobApplications: await db.selectFrom('jobApplications').selectAll().orderBy('id').execute(),
    onboarding: await db.selectFrom('vettingSubmissions').selectAll().orderBy('id').execute(),
    messages: await db.selectFrom('messages').selectAll().orderBy('id').execute(),
    notifications: await db.selectFrom('notifications').selectAll().orderBy('id').execute(),
  };
}

describe('the CSRF walk: every state-changing row and mutation, every spelling', () => {
  let world: WalkWorld;
  beforeAll(async () => {
    world = await buildWalkWorld(t);
  });

  it('finds the writes to walk', () => {
    const labels = targets(world).map((target) => target.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'PUT /api/clients/profile/settings',
        'POST /api/auth/logout',
        'POST /api/admin/developer-applications/reset-rejected-to-pending',
        'tRPC profile.updateClientSettings',
        'tRPC vetting.resetRejected',
      ]),
    );
    expect(labels.length).toBeGreaterThan(60);
  });

  it('the encoded spellings reach the real routes (so refusing them is the guard at work)', async () => {
    for (const target of targets(world)) {
      const [plain = '', encodedPrefix = '', encodedSegment = ''] = spellings(target.path);
      for (const url of [plain, encodedPrefix, encodedSegment]) {
        // Signed out and same-origin: a route answers 400/401 (or runs a public no-op), never 404.
        const response = await t.app.inject({
          method: target.method,
          url,
          headers: { host: OWN_HOST, origin: OWN_ORIGIN, 'content-type': 'application/json' },
          payload: target.method === 'DELETE' ? undefined : '{}',
        });
        expect(response.statusCode, `${target.label} as ${url}`).not.toBe(404);
      }
    }
  });

  it('refuses every cross-site attempt with 403 and every form body with 415; nothing changes', async () => {
    const before = await snapshot();
    const unexpected: string[] = [];
    let attempts = 0;
    for (const target of targets(world)) {
      for (const url of spellings(target.path)) {
        for (const sender of FOREIGN_SENDERS) {
          for (const body of [JSON_BODY, ...FORM_BODIES]) {
            const headers = { ...sender.headers, 'content-type': body.type };
            const response = await send(target, url, headers, body.payload);
            attempts += 1;
            if (response.status !== 403 || response.body.message !== ERROR_MESSAGES.badOrigin)
              unexpected.push(`${response.status} ${target.label} ${url} ${sender.label} ${body.type}`);
          }
        }
        // Same-origin (or no origin: not a browser) but not JSON: refused before any procedure runs,
        // except the one-click unsubscribe (RFC 8058), which mail providers post as a urlencoded
        // form: there the token in the query is the only credential, and this walk sends none (400).
        const oneClick = target.path === ONE_CLICK_UNSUBSCRIBE_PATH;
        // An upload row takes multipart from its own origin: the procedure then finds no file (400).
        const upload = uploadRuleOf(target);
        for (const origin of [{ origin: OWN_ORIGIN }, {}] as Record<string, string>[]) {
          for (const body of FORM_BODIES) {
            const response = await send(target, url, { ...origin, 'content-type': body.type }, body.payload);
            attempts += 1;
            const urlencoded = body.type === 'application/x-www-form-urlencoded';
            const refused =
              response.status === 415 && response.body.message === ERROR_MESSAGES.unsupportedMediaType;
            // Only the route's own spelling takes the form; other spellings are refused like any row.
            const tokenChecked =
              oneClick &&
              urlencoded &&
              response.status === 400 &&
              response.body.message === EMAIL_MESSAGES.badUnsubscribeToken;
            const uploadRead =
              upload !== undefined &&
              body.type.startsWith('multipart/form-data') &&
              response.status === 400 &&
              response.body.message === upload.noFile;
            if (!refused && !tokenChecked && !uploadRead)
              unexpected.push(`${response.status} ${target.label} ${url} own origin ${body.type}`);
          }
        }
      }
    }
    expect(unexpected).toEqual([]);
    expect(attempts).toBeGreaterThan(10_000);
    // The victims: company profile intact, sessions alive, application statuses as they were.
    expect(await snapshot()).toEqual(before);
    // Thousands of requests: seconds alone, longer on a loaded 2-core machine.
  }, 120_000);

  it('the rejected onboarding application and the job application kept their status', async () => {
    const onboarding = await t.db
      .selectFrom('vettingSubmissions')
      .select('isApproved')
      .where('id', '=', world.vettingSubmissionId)
      .executeTakeFirstOrThrow();
    expect(onboarding.isApproved).toBe(false);
    const profile = await world.actors.client.http.get('/api/clients/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.companyName).toBe('Kilima Pay');
    expect((await world.actors.developer.http.get('/api/auth/user')).status).toBe(200);
  });

  it('still lets the upload route take multipart, and only on its own route', async () => {
    const multipart = FORM_BODIES[1]!;
    const cookie = sessionCookieOf(world.actors.developer);
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { host: OWN_HOST, origin: OWN_ORIGIN, cookie, 'content-type': multipart.type },
        payload: multipart.payload,
      });
    for (const url of ['/api/uploads/avatar', '/api/uploads/resume']) {
      const upload = await post(url);
      expect(upload.statusCode, url).toBe(400);
      expect(upload.json().code, url).toBe('BAD_REQUEST');
    }
    for (const url of [
      '/api/uploads/avatar-x',
      '/trpc/profile.removeAvatar',
      '/trpc/profile.uploadResume',
      '/api/uploads',
    ]) {
      expect((await post(url)).statusCode, url).toBe(415);
    }
  });

  it('lets an upload row of the REST table take multipart, and no other form body', async () => {
    const cookie = sessionCookieOf(world.actors.admin);
    const send = (body: { type: string; payload: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/bank-statements',
        headers: { host: OWN_HOST, origin: OWN_ORIGIN, cookie, 'content-type': body.type },
        payload: body.payload,
      });
    const multipart = await send(FORM_BODIES[1]!);
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().message).toBe(BANK_STATEMENT_MESSAGES.noFile);
    for (const body of [FORM_BODIES[0]!, FORM_BODIES[2]!]) {
      const refused = await send(body);
      expect(refused.statusCode, body.type).toBe(415);
      expect(refused.json().message, body.type).toBe(ERROR_MESSAGES.unsupportedMediaType);
    }
  });

  it('marks every /api and /trpc response no-store, whatever the spelling', async () => {
    for (const url of [
      '/%61pi/health',
      '/api/%68ealth',
      '/%74rpc/auth.me',
      '/%61pi/no-such-path',
      '//api/x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
