import { API_VERSION_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { postJob, signedInActor, trpcAs, useActors } from './helpers/jobs';
import { offerTerms } from './helpers/offers';
import { useTalentMarketplace } from './helpers/talent';

/**
 * One public id per developer (issue 42): shortlists, invitations and offers take the id a client
 * reads from /api/developers/all, as /api/developers/{id} does; a caller pinned to API version
 * 2026-11-01 still names developers by user id, told on every answer that the version is going.
 */

const t = useTestApp();
const seeded = useTalentMarketplace(t);
const { client } = useActors(t, { client: 'client' });

const PINNED = { headers: { 'Talanta-Version': '2026-11-01' } };

/** Wanjiku as a client finds her: her id in the listing, and the profile that id opens. */
async function listedWanjiku() {
  const listed = await client.http.get('/api/developers/all');
  expect(listed.status).toBe(200);
  const entry = listed.body.find(
    (developer: { user: { firstName: string } }) => developer.user.firstName === 'Wanjiku',
  );
  expect(entry.id).toBe(seeded.wanjiku.profileId);
  const profile = await client.http.get(`/api/developers/${entry.id}`);
  expect(profile.body.user.firstName).toBe('Wanjiku');
  return entry.id as number;
}

describe('a developer named by the id /api/developers/all lists', () => {
  it('is shortlisted, taken off the list, invited and made an offer', async () => {
    const id = await listedWanjiku();
    const list = (await client.http.post('/api/shortlists', { name: 'Listed ids' })).body;
    const added = await client.http.post(`/api/shortlists/${list.id}/developers`, { developerId: id });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.developers.map((entry: { developer: { id: number } }) => entry.developer.id)).toEqual([
      id,
    ]);
    expect(added.headers.deprecation).toBeUndefined();
    const removed = await client.http.request('DELETE', `/api/shortlists/${list.id}/developers/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.developers).toEqual([]);

    const job = await postJob(client);
    const invited = await client.http.post(`/api/jobs/${job.id}/invitations`, { developerId: id });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.developerId).toBe(id);
    const told = await t.db
      .selectFrom('notifications')
      .select('userId')
      .where('title', '=', 'You were invited to apply')
      .execute();
    expect(told).toEqual([{ userId: seeded.wanjiku.userId }]);

    const offer = await client.http.post('/api/offers', offerTerms({ developerId: id }));
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    expect(offer.body.developer).toMatchObject({ id: seeded.wanjiku.userId, firstName: 'Wanjiku' });

    // The typed client takes the same id.
    const trpc = await trpcAs(t, client);
    const again = await trpc.client.shortlist.addDeveloper.mutate({ id: list.id, developerId: id });
    expect(again.developers.map((entry) => entry.developer.id)).toEqual([id]);
  });

  it('a user id is not a developer id any more: it names somebody else, or nobody', async () => {
    // Users are numbered with clients and admins, developer ids with developers only: this
    // developer, made after the file's client, has two different ids.
    const late = await signedInActor(t, 'developer');
    expect(late.user.id).not.toBe(late.developerId);
    const list = (await client.http.post('/api/shortlists', { name: 'User ids' })).body;
    const byUserId = await client.http.post(`/api/shortlists/${list.id}/developers`, {
      developerId: late.user.id,
    });
    const ids =
      byUserId.status === 201
        ? byUserId.body.developers.map((entry: { developer: { id: number } }) => entry.developer.id)
        : [];
    expect(ids).not.toContain(late.developerId);
  });
});

describe('API version 2026-11-01 (pinned with Talanta-Version)', () => {
  it('still names developers by user id, with Deprecation, Sunset and a link on every answer', async () => {
    const list = (await client.http.post('/api/shortlists', { name: 'Pinned' }, PINNED)).body;
    const added = await client.http.post(
      `/api/shortlists/${list.id}/developers`,
      { developerId: seeded.arjun.userId },
      PINNED,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.developers[0].developer.id).toBe(seeded.arjun.profileId);
    expect(added.headers.deprecation).toBe(`@${Date.parse('2026-12-01') / 1000}`);
    expect(added.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    expect(added.headers.link).toContain('rel="deprecation"');

    const job = await postJob(client);
    const invited = await client.http.post(
      `/api/jobs/${job.id}/invitations`,
      { developerId: seeded.arjun.userId },
      PINNED,
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const offer = await client.http.post(
      '/api/offers',
      offerTerms({ developerId: seeded.arjun.userId }),
      PINNED,
    );
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    expect(offer.body.developer).toMatchObject({ id: seeded.arjun.userId, firstName: 'Arjun' });
    // Reads are told too, and tRPC callers alike.
    const read = await client.http.get('/api/shortlists', PINNED);
    expect(read.headers.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
  });

  it('the current version answers without deprecation headers; an unknown one is a 400', async () => {
    const current = await client.http.get('/api/shortlists', {
      headers: { 'Talanta-Version': '2026-12-01' },
    });
    expect(current.status).toBe(200);
    expect(current.headers.deprecation).toBeUndefined();
    const unknown = await client.http.get('/api/shortlists', {
      headers: { 'Talanta-Version': '2025-01-01' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(API_VERSION_MESSAGES.unknown);
    const trpc = await client.http.get('/trpc/shortlist.list', { headers: { 'Talanta-Version': 'latest' } });
    expect(trpc.status).toBe(400);
  });
});
