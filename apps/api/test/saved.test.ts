import { SAVED_SEARCH_MESSAGES, SHORTLIST_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { SavedSearchAlerts } from '../src/alerts/saved-search-alerts';
import { createTestApp, useTestApp } from './helpers/app';
import { postJob, trpcAs, useActors } from './helpers/jobs';
import { useTalentMarketplace } from './helpers/talent';

/** Shortlists, saved jobs and saved searches with alerts (issue 14), over REST and tRPC. */

const t = useTestApp();
const seeded = useTalentMarketplace(t);
const { client, otherClient, developer, otherDeveloper, admin } = useActors(t, {
  client: 'client',
  otherClient: 'client',
  developer: 'developer',
  otherDeveloper: 'developer',
  admin: 'admin',
});

type Entry = { developer: { user: { firstName: string; id: number } }; note: string | null };

describe('shortlists', () => {
  it('creates, fills, notes, renames and deletes a client’s shortlist', async () => {
    const created = await client.http.post('/api/shortlists', { name: 'Android shortlist' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ name: 'Android shortlist', developers: [] });

    const added = await client.http.post(`/api/shortlists/${id}/developers`, {
      developerId: seeded.wanjiku.profileId,
      note: 'Strong Kotlin',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await client.http.post(`/api/shortlists/${id}/developers`, { developerId: seeded.arjun.profileId });
    // Adding again changes the note, not the list.
    const renoted = await client.http.post(`/api/shortlists/${id}/developers`, {
      developerId: seeded.wanjiku.profileId,
      note: 'Ask about offline sync',
    });
    expect(
      renoted.body.developers.map((entry: Entry) => [entry.developer.user.firstName, entry.note]),
    ).toEqual([
      ['Arjun', null],
      ['Wanjiku', 'Ask about offline sync'],
    ]);

    const renamed = await client.http.put(`/api/shortlists/${id}`, { name: 'Android (final)' });
    expect(renamed.status).toBe(200);
    const listed = await client.http.get('/api/shortlists');
    expect(listed.body.map((list: { name: string }) => list.name)).toContain('Android (final)');

    const removed = await client.http.request(
      'DELETE',
      `/api/shortlists/${id}/developers/${seeded.arjun.profileId}`,
    );
    expect(removed.body.developers.map((entry: Entry) => entry.developer.user.firstName)).toEqual([
      'Wanjiku',
    ]);
    expect(
      (await client.http.request('DELETE', `/api/shortlists/${id}/developers/${seeded.arjun.profileId}`))
        .status,
    ).toBe(404);

    expect((await client.http.request('DELETE', `/api/shortlists/${id}`)).status).toBe(200);
    const after = await client.http.get('/api/shortlists');
    expect(after.body.map((list: { id: number }) => list.id)).not.toContain(id);
  });

  it('refuses duplicate names, developers under review, and other people', async () => {
    const list = (await client.http.post('/api/shortlists', { name: 'Backend' })).body;
    const duplicate = await client.http.post('/api/shortlists', { name: 'backend' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(SHORTLIST_MESSAGES.duplicateName);
    const unapproved = await client.http.post(`/api/shortlists/${list.id}/developers`, {
      developerId: seeded.joy.profileId,
    });
    expect(unapproved.status).toBe(404);
    expect((await client.http.post('/api/shortlists', { name: '  ' })).body.message).toBe(
      SHORTLIST_MESSAGES.name,
    );
    // Someone else's list is as unknown as a missing one.
    expect((await otherClient.http.put(`/api/shortlists/${list.id}`, { name: 'Mine' })).status).toBe(404);
    expect(
      (
        await otherClient.http.post(`/api/shortlists/${list.id}/developers`, {
          developerId: seeded.brian.profileId,
        })
      ).status,
    ).toBe(404);
    expect((await otherClient.http.get('/api/shortlists')).body).toEqual([]);
    for (const actor of [developer, admin])
      expect((await actor.http.get('/api/shortlists')).status).toBe(403);
    expect((await t.http().get('/api/shortlists')).status).toBe(401);
  });
});

describe('saved jobs', () => {
  it('saves once, lists newest first, removes, and is for developers only', async () => {
    const first = await postJob(client, { title: 'First saved' });
    const second = await postJob(client, { title: 'Second saved' });
    expect((await developer.http.post(`/api/saved-jobs/${first.id}`, {})).status).toBe(201);
    const saved = await developer.http.post(`/api/saved-jobs/${second.id}`, {});
    const again = await developer.http.post(`/api/saved-jobs/${second.id}`, {});
    expect(again.body.savedAt).toBe(saved.body.savedAt);
    const listed = await developer.http.get('/api/saved-jobs');
    expect(listed.body.map((row: { job: { title: string } }) => row.job.title)).toEqual([
      'Second saved',
      'First saved',
    ]);
    expect((await otherDeveloper.http.get('/api/saved-jobs')).body).toEqual([]);
    expect((await developer.http.request('DELETE', `/api/saved-jobs/${first.id}`)).status).toBe(200);
    expect((await developer.http.request('DELETE', `/api/saved-jobs/${first.id}`)).status).toBe(404);
    expect((await developer.http.post('/api/saved-jobs/999999', {})).status).toBe(404);
    expect((await client.http.post(`/api/saved-jobs/${first.id}`, {})).status).toBe(403);
  });
});

describe('saved searches', () => {
  it('keeps each side’s own kind of search, and checks the filters', async () => {
    const created = await developer.http.post('/api/saved-searches', {
      kind: 'jobs',
      name: 'React contracts',
      query: { search: 'react', experience: 'Intermediate' },
      alert: 'off',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'jobs',
      query: { search: 'react', experience: 'Intermediate' },
    });
    const wrongKind = await client.http.post('/api/saved-searches', {
      kind: 'jobs',
      name: 'x',
      query: {},
      alert: 'off',
    });
    expect(wrongKind.status).toBe(403);
    expect(wrongKind.body.message).toBe(SAVED_SEARCH_MESSAGES.wrongKind.jobs);
    const badFilter = await client.http.post('/api/saved-searches', {
      kind: 'developers',
      name: 'x',
      query: { availability: 'sometimes' },
      alert: 'off',
    });
    expect(badFilter.status).toBe(400);
    const updated = await developer.http.put(`/api/saved-searches/${created.body.id}`, {
      alert: 'daily',
      query: { category: 'Web Development' },
    });
    expect(updated.body).toMatchObject({
      alert: 'daily',
      name: 'React contracts',
      query: { category: 'Web Development' },
    });
    const badUpdate = await developer.http.put(`/api/saved-searches/${created.body.id}`, {
      query: { budget: 'lots' },
    });
    expect(badUpdate.status).toBe(400);
    expect(
      (await otherDeveloper.http.put(`/api/saved-searches/${created.body.id}`, { alert: 'off' })).status,
    ).toBe(404);
    expect((await developer.http.request('DELETE', `/api/saved-searches/${created.body.id}`)).status).toBe(
      200,
    );
  });

  it('notifies an instant search once when a matching job is posted, and not for others', async () => {
    const search = await developer.http.post('/api/saved-searches', {
      kind: 'jobs',
      name: 'Kotlin work',
      query: { search: 'kotlin' },
      alert: 'instant',
    });
    expect(search.status).toBe(201);
    const matching = await postJob(client, { title: 'Kotlin field app', requiredSkills: ['Kotlin'] });
    await postJob(client, {
      title: 'PHP shop',
      requiredSkills: ['PHP'],
      description: 'A PHP shop, no mobile.',
    });
    await t.app.services.jobs.runDue();
    await t.app.services.jobs.runDue();
    const notifications = await t.db
      .selectFrom('notifications')
      .select(['title', 'message', 'link'])
      .where('userId', '=', developer.user.id)
      .where('title', 'like', 'New job for%')
      .execute();
    expect(notifications).toEqual([
      {
        title: 'New job for "Kotlin work"',
        message: '"Kotlin field app" matches your saved search "Kotlin work".',
        link: `/jobs/${matching.id}`,
      },
    ]);
  });

  it('tells a client of a newly approved developer, and sends a daily digest once a day', async () => {
    const trpc = await trpcAs(t, client);
    await trpc.client.savedSearch.create.mutate({
      kind: 'developers',
      name: 'Kotlin talent',
      query: { search: 'kotlin' },
      alert: 'daily',
    });
    await t.db
      .updateTable('developerProfiles')
      .set({ isApproved: true })
      .where('userId', '=', seeded.rahul.userId)
      .execute();
    await t.app.services.jobs.runDue();
    const outbox = () =>
      t.db
        .selectFrom('emailOutbox')
        .select(['subject', 'bodyText'])
        .where('toAddress', '=', client.email)
        // The client's posted jobs brought "Meet your matches" emails (introductions) too.
        .where('kind', '=', 'saved_search')
        .execute();
    const digests = await outbox();
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('New matches for your saved searches (1)');
    expect(digests[0]?.bodyText).toContain(`Kotlin talent: Rahul Verma, Kotlin Developer`);
    expect(digests[0]?.bodyText).toContain(`/developers/${seeded.rahul.profileId}`);
    // Nothing new: no second digest, and the same developer never alerts twice.
    await new SavedSearchAlerts(t.db, { origin: null }).sendDueDigests(new Date(Date.now() + 86_400_000));
    expect(await outbox()).toHaveLength(1);
  });

  it('handles each check once when two processes run rounds together', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      await developer.http.post('/api/saved-searches', {
        kind: 'jobs',
        name: 'Rust',
        query: { search: 'rust' },
        alert: 'instant',
      });
      await postJob(otherClient, { title: 'Rust services', requiredSkills: ['Rust'] });
      await Promise.all([t.app.services.jobs.runDue(), second.app.services.jobs.runDue()]);
      const rows = await t.db
        .selectFrom('notifications')
        .select('id')
        .where('userId', '=', developer.user.id)
        .where('title', '=', 'New job for "Rust"')
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
