import { randomBytes } from 'node:crypto';
import { deleteExpiredIdempotencyKeys } from '@talanta/db';
import { API_VERSIONS, CURRENT_API_VERSION, IDEMPOTENCY_MESSAGES } from '@talanta/schema';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestHashOf } from '../src/rest/idempotency';
import { buildOpenApiDocument, openApiPath } from '../src/rest/openapi';
import { idempotencyOf } from '../src/rest/route';
import { restRoutes } from '../src/rest/table';
import { appRouter } from '../src/routers';
import { useTestApp } from './helpers/app';
import type { HttpClient } from './helpers/http';
import { type Actor, signedInActor, useActors } from './helpers/jobs';
import { clientRegistration } from './helpers/registration';
import {
  accessOfProcedure,
  buildWalkWorld,
  concreteRestPath,
  roleFor,
  sessionCookieOf,
  type WalkWorld,
} from './helpers/walk';
import { validInput } from './helpers/walk-inputs';

/** Idempotency-Key on the REST rows that create something (issue 42, ADR 0042). */

const t = useTestApp();
const { client, otherClient } = useActors(t, { client: 'client', otherClient: 'client' });

let keyCount = 0;
const freshKey = () => `idem-${Date.now()}-${++keyCount}`;

const createShortlist = (actor: Actor | HttpClient, name: string, key?: string) =>
  ('http' in actor ? actor.http : actor).post(
    '/api/shortlists',
    { name },
    key === undefined ? {} : { headers: { 'idempotency-key': key } },
  );

async function shortlistsNamed(name: string): Promise<number> {
  const rows = await t.db.selectFrom('shortlists').select('id').where('name', '=', name).execute();
  return rows.length;
}

async function storedKey(key: string) {
  return t.db.selectFrom('idempotencyKeys').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Moves a stored key's lease or expiry into the past, as time passing would. */
async function pastDue(key: string, column: 'lockedUntil' | 'expiresAt') {
  await t.db
    .updateTable('idempotencyKeys')
    .set({ [column]: sql<Date>`now() - interval '1 second'` })
    .where('key', '=', key)
    .execute();
}

describe('a creating row with an Idempotency-Key', () => {
  it('answers a retry with the stored answer and the replay header, creating nothing more', async () => {
    const key = freshKey();
    const first = await createShortlist(client, 'Replayed list', key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await createShortlist(client, 'Replayed list', key);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.raw.body).toBe(first.raw.body);
    expect(String(retry.headers['content-type'])).toContain('application/json');
    expect(await shortlistsNamed('Replayed list')).toBe(1);

    // Without a key the row runs as before: a second list of that name is a conflict.
    expect((await createShortlist(client, 'Replayed list')).status).toBe(409);
    // Only the row's own headers are kept, none of the hooks' (they set them again on the replay).
    expect((await storedKey(key))?.responseHeaders).toEqual({});
  });

  it('matches a retry whose JSON lists the same fields in another order', async () => {
    const key = freshKey();
    expect(
      requestHashOf({ body: { name: 'List', note: { b: 1, a: 2 } }, query: {} }, CURRENT_API_VERSION),
    ).toBe(requestHashOf({ body: { note: { a: 2, b: 1 }, name: 'List' }, query: {} }, CURRENT_API_VERSION));
    const first = await createShortlist(client, 'Ordered list', key);
    const again = await client.http.request('POST', '/api/shortlists', {
      headers: { 'idempotency-key': key },
      body: '{ "name" : "Ordered list" }',
    });
    expect(again.status).toBe(first.status);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses the same key with another body (422), running nothing', async () => {
    const key = freshKey();
    expect((await createShortlist(client, 'First body', key)).status).toBe(201);
    const other = await createShortlist(client, 'Second body', key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      message: IDEMPOTENCY_MESSAGES.reusedWithOtherBody,
      code: 'UNPROCESSABLE_CONTENT',
    });
    expect(await shortlistsNamed('Second body')).toBe(0);
  });

  it('takes the same body under another API version for another request (422)', async () => {
    const key = freshKey();
    const older = API_VERSIONS.find((version) => version !== CURRENT_API_VERSION);
    expect(older).toBeDefined();
    expect((await createShortlist(client, 'Versioned list', key)).status).toBe(201);
    const retry = await client.http.post(
      '/api/shortlists',
      { name: 'Versioned list' },
      { headers: { 'idempotency-key': key, 'talanta-version': String(older) } },
    );
    expect(retry.status).toBe(422);
    expect(retry.body.message).toBe(IDEMPOTENCY_MESSAGES.reusedWithOtherBody);
  });

  it('lets exactly one of two requests sent at once with one key create', async () => {
    const key = freshKey();
    const answers = await Promise.all([
      createShortlist(client, 'Raced list', key),
      createShortlist(client, 'Raced list', key),
    ]);
    const ran = answers.filter(
      (answer) => answer.status === 201 && answer.headers['idempotent-replayed'] === undefined,
    );
    expect(ran).toHaveLength(1);
    const other = answers.find((answer) => answer !== ran[0]);
    if (other?.status === 409) {
      expect(other.body.message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
      expect(Number(other.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } else {
      expect(other?.status).toBe(201);
      expect(other?.headers['idempotent-replayed']).toBe('true');
    }
    expect(await shortlistsNamed('Raced list')).toBe(1);
  });

  it('answers 409 with Retry-After while the first request runs, and takes over a claim left by a dead process', async () => {
    const key = freshKey();
    const body = { name: 'Held list' };
    await t.db
      .insertInto('idempotencyKeys')
      .values({
        scope: `user:${client.user.id}`,
        key,
        method: 'POST',
        path: '/api/shortlists',
        userId: client.user.id,
        requestHash: requestHashOf({ body, query: {} }, CURRENT_API_VERSION),
        lockedUntil: sql<Date>`now() + interval '1 minute'`,
        expiresAt: sql<Date>`now() + interval '1 day'`,
      })
      .execute();
    const held = await createShortlist(client, 'Held list', key);
    expect(held.status).toBe(409);
    expect(held.body).toEqual({ message: IDEMPOTENCY_MESSAGES.inProgress, code: 'CONFLICT' });
    expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await shortlistsNamed('Held list')).toBe(0);

    await pastDue(key, 'lockedUntil');
    const takenOver = await createShortlist(client, 'Held list', key);
    expect(takenOver.status).toBe(201);
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
    expect((await storedKey(key))?.state).toBe('done');
  });

  it('frees the key when the request fails, so the retry runs again', async () => {
    const key = freshKey();
    const blocker = await createShortlist(client, 'Taken name');
    const refused = await createShortlist(client, 'Taken name', key);
    expect(refused.status).toBe(409);
    expect(await storedKey(key)).toBeUndefined();

    expect((await client.http.request('DELETE', `/api/shortlists/${blocker.body.id}`)).status).toBe(200);
    const retried = await createShortlist(client, 'Taken name', key);
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await shortlistsNamed('Taken name')).toBe(1);

    // A refused input keeps nothing either.
    const blank = freshKey();
    expect((await createShortlist(client, '  ', blank)).status).toBe(400);
    expect(await storedKey(blank)).toBeUndefined();
  });

  it('keeps the keys of two users apart', async () => {
    const key = freshKey();
    const mine = await createShortlist(client, 'Shared key: mine', key);
    const theirs = await createShortlist(otherClient, 'Shared key: theirs', key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.id).not.toBe(mine.body.id);
    // The other user's retry with the first user's body is their own new request.
    const sameBody = await createShortlist(otherClient, 'Shared key: mine', key);
    expect(sameBody.status).toBe(422);
  });

  it('refuses a key that is empty, too long or not printable ASCII (400)', async () => {
    for (const key of ['', 'k'.repeat(256), 'tab\there']) {
      const answer = await createShortlist(client, `Bad key ${key.length}`, key);
      expect(answer.status, key).toBe(400);
      expect(answer.body).toEqual({ message: IDEMPOTENCY_MESSAGES.badKey, code: 'BAD_REQUEST' });
    }
    expect((await createShortlist(client, 'Longest key', 'k'.repeat(255))).status).toBe(201);
  });

  it('answers a junk path parameter of any length with a 4xx, key or not', async () => {
    const junk = randomBytes(3000).toString('base64url');
    const answer = await t
      .http()
      .post(`/api/references/${junk}`, { a: 1 }, { headers: { 'idempotency-key': 'k'.repeat(255) } });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('forgets a key after 24 hours (a retry runs again) and the retention sweep deletes it', async () => {
    const key = freshKey();
    const first = await createShortlist(client, 'Expiring list', key);
    expect(first.status).toBe(201);
    await pastDue(key, 'expiresAt');
    // The list exists now: the run is real, so it is the conflict, not the old answer.
    const late = await createShortlist(client, 'Expiring list', key);
    expect(late.status).toBe(409);
    expect(late.headers['idempotent-replayed']).toBeUndefined();

    const stale = freshKey();
    await createShortlist(client, 'Swept list', stale);
    await pastDue(stale, 'expiresAt');
    expect(await deleteExpiredIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
    expect(await storedKey(stale)).toBeUndefined();
  });

  it('deletes a user’s keys with their account', async () => {
    const leaving = await signedInActor(t, 'client');
    const key = freshKey();
    expect((await createShortlist(leaving, 'Leaving list', key)).status).toBe(201);
    const deleted = await leaving.http.request('DELETE', '/api/account', {
      body: { password: leaving.password },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await storedKey(key)).toBeUndefined();
  });

  it('replays a visitor’s registration to the same body only, without the session cookie', async () => {
    const key = freshKey();
    const body = clientRegistration();
    const first = await t.http().post('/api/auth/register', body, { headers: { 'idempotency-key': key } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.setCookies.length).toBeGreaterThan(0);

    const retry = await t.http().post('/api/auth/register', body, { headers: { 'idempotency-key': key } });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.raw.body).toBe(first.raw.body);
    expect(retry.setCookies).toEqual([]);
    const users = await t.db.selectFrom('users').select('id').where('email', '=', body.email).execute();
    expect(users).toHaveLength(1);

    // Another visitor guessing the key learns nothing without the very same body.
    const guess = await t
      .http()
      .post('/api/auth/register', clientRegistration(), { headers: { 'idempotency-key': key } });
    expect(guess.status).toBe(422);
  });
});

/** A walk of the whole REST table takes a few seconds alone, more on a loaded 2-core machine. */
const WALK_TIMEOUT_MS = 120_000;
const storedRows = restRoutes.filter((route) => idempotencyOf(route) === 'stored');
const rowLabel = (route: { method: string; path: string }) => `${route.method} /api${route.path}`;

describe('every row that creates something, from the REST table', () => {
  it('keeps the answers of every POST row answering 201 (the upload and the message aside)', () => {
    const creating = restRoutes.filter((route) => route.method === 'POST' && route.status === 201);
    expect(creating.length).toBeGreaterThan(20);
    expect(creating.filter((route) => idempotencyOf(route) !== 'stored').map(rowLabel)).toEqual([
      'POST /api/admin/bank-statements',
      'POST /api/messages',
    ]);
    expect(idempotencyOf(restRoutes.find((route) => route.path === '/messages')!)).toBe('procedure');
    // No row of another method keeps answers.
    expect(storedRows.every((route) => route.method === 'POST')).toBe(true);
  });

  it('declares the Idempotency-Key header in the OpenAPI document on exactly those operations', () => {
    const document = buildOpenApiDocument(appRouter, restRoutes, { version: 'test' });
    const refsOf = (route: (typeof restRoutes)[number]) => {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()] as {
        parameters?: { $ref?: string }[];
        responses: Record<string, unknown>;
      };
      return (operation.parameters ?? [])
        .flatMap((parameter) => parameter.$ref ?? [])
        .filter((ref) => ref.includes('Idempotency'));
    };
    for (const route of restRoutes) {
      const expected = {
        stored: ['#/components/parameters/IdempotencyKey'],
        procedure: ['#/components/parameters/IdempotencyKeyAsClientMessageId'],
        none: [],
      }[idempotencyOf(route)];
      expect(refsOf(route), rowLabel(route)).toEqual(expected);
    }
    expect(document.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
    });
    expect(document.components.parameters.IdempotencyKey.description).toContain('Idempotent-Replayed: true');
  });

  describe('the walk: each row as its role on real rows', () => {
    let world: WalkWorld;
    beforeAll(async () => {
      world = await buildWalkWorld(t);
    }, WALK_TIMEOUT_MS);

    it(
      'refuses a bad key, replays a success with the same status and body, and runs a refusal again',
      async () => {
        const problems: string[] = [];
        const replayed: string[] = [];
        for (const route of storedRows) {
          const label = rowLabel(route);
          const actor = world.actors[roleFor(accessOfProcedure(route.procedure))];
          const url = concreteRestPath(world, route);
          const body = validInput(route.procedure, world);
          // The same credentials each time: a registration's new session must not sign the retry in.
          const headers = { cookie: sessionCookieOf(actor) };
          const send = (key: string) =>
            t.http({ headers }).post(url, body, { headers: { 'idempotency-key': key } });
          const bad = await send('');
          if (bad.status !== 400 || bad.body.message !== IDEMPOTENCY_MESSAGES.badKey)
            problems.push(`${label}: a bad key answered ${bad.status}`);
          const key = freshKey();
          const first = await send(key);
          const second = await send(key);
          const again = second.headers['idempotent-replayed'] === 'true';
          if (first.status >= 500) problems.push(`${label}: ${first.status}`);
          else if (first.status >= 300 && again) problems.push(`${label}: a ${first.status} was replayed`);
          else if (first.status < 300 && !again) problems.push(`${label}: not replayed (${second.status})`);
          else if (
            first.status < 300 &&
            (second.status !== first.status || second.raw.body !== first.raw.body)
          )
            problems.push(`${label}: replayed another answer`);
          if (first.status < 300) replayed.push(label);
        }
        expect(problems).toEqual([]);
        // Most rows create with the world's valid inputs; the rest refuse them (a 4xx, run again).
        expect(replayed.length, replayed.join('\n')).toBeGreaterThanOrEqual(storedRows.length / 2);
      },
      WALK_TIMEOUT_MS,
    );
  });
});
