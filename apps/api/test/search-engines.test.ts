import { JOB_MESSAGES } from '@talanta/schema';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { expectError, expectInvalid } from './helpers/http';
import { type Actor, JOB_KEYS, jobPayload, postJob, useActors } from './helpers/jobs';

/**
 * What search engines and visitors read without signing in (issue 40): the public job board's
 * REST rows and procedures, a job kept off it, /sitemap.xml and /robots.txt on the public origin.
 * The pages themselves (title, description, canonical, JSON-LD) are read from the built app's HTML
 * in apps/web/e2e/search-engines.spec.ts.
 */

const ORIGIN = 'https://talanta.example';
// Test clients keep the plain session cookie; an https PUBLIC_URL would make it the __Host- one.
const t = useTestApp({ env: { PUBLIC_URL: `${ORIGIN}/`, COOKIE_SECURE: 'false' } });
const { client, approved, unapproved } = useActors(t, {
  client: 'client',
  approved: 'developer',
  unapproved: ['developer', { approved: false }],
});

/** What a visitor may see of a job: a job's keys less the client's names and the job's state. */
const OPEN_JOB_KEYS = [
  ...JOB_KEYS.filter((key) => !['client', 'status', 'listedPublicly'].includes(key)),
  'companyName',
].sort();

let listed: number;
let unlisted: number;
let closed: number;

async function profileIdOf(actor: Actor): Promise<number> {
  const row = await t.db
    .selectFrom('developerProfiles')
    .select('id')
    .where('userId', '=', actor.user.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  await t.db
    .updateTable('clientProfiles')
    .set({ companyName: 'Safari Payments' })
    .where('userId', '=', client.user.id)
    .execute();
  closed = (await postJob(client, { title: 'Closed USSD gateway job' })).id;
  expect((await client.http.put(`/api/jobs/${closed}/close`)).status).toBe(200);
  unlisted = (await postJob(client, { title: 'Confidential core banking job', listedPublicly: false })).id;
  listed = (await postJob(client, { title: 'M-Pesa reconciliation engineer' })).id;
});

describe('the public job board over REST, for visitors', () => {
  it('lists open jobs their clients list publicly, newest first, with what a visitor may see', async () => {
    const response = await t.http().get('/api/open-jobs');
    expect(response.status).toBe(200);
    const ids = response.body.map((job: { id: number }) => job.id);
    expect(ids).toContain(listed);
    expect(ids).not.toContain(unlisted);
    expect(ids).not.toContain(closed);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(response.headers['x-total-count']).toBe(String(ids.length));
    const job = response.body.find((row: { id: number }) => row.id === listed);
    expect(Object.keys(job).sort()).toEqual(OPEN_JOB_KEYS);
    expect(job).toMatchObject({ title: 'M-Pesa reconciliation engineer', companyName: 'Safari Payments' });
    expect(JSON.stringify(response.body)).not.toContain(client.user.email);
  });

  it('pages with limit and offset, and refuses a bad one with the message', async () => {
    const first = await t.http().get('/api/open-jobs?limit=1');
    expect(first.body.map((job: { id: number }) => job.id)).toEqual([listed]);
    expectInvalid(await t.http().get('/api/open-jobs?limit=0'), JOB_MESSAGES.limit);
  });

  it('shows one listed open job; a closed, an unlisted and a missing one are not found', async () => {
    const response = await t.http().get(`/api/open-jobs/${listed}`);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(OPEN_JOB_KEYS);
    for (const id of [closed, unlisted, 999_999]) {
      expectError(await t.http().get(`/api/open-jobs/${id}`), 404, 'NOT_FOUND', JOB_MESSAGES.openJobNotFound);
    }
  });

  it('answers the same through tRPC without a session', async () => {
    const trpc = await t.trpc();
    expect((await trpc.client.openJob.byId.query({ id: listed })).id).toBe(listed);
    const page = await trpc.client.openJob.list.query();
    expect(page.jobs.map((job) => job.id)).toContain(listed);
  });
});

describe('keeping a job off the board', () => {
  it('is listed unless the client unticks it; an edit without the field keeps it as it was', async () => {
    const job = await postJob(client, { title: 'Flutter agent app for a Kisumu SACCO' });
    expect(job.listedPublicly).toBe(true);
    const path = `/api/jobs/${job.id}`;
    const off = await client.http.put(path, jobPayload({ title: job.title, listedPublicly: false }));
    expect(off.body.listedPublicly).toBe(false);
    // The board's cached page forgot the job with the edit.
    const board = await t.http().get('/api/open-jobs?limit=100');
    expect(board.body.map((row: { id: number }) => row.id)).not.toContain(job.id);
    expect((await t.http().get(`/api/open-jobs/${job.id}`)).status).toBe(404);

    const edited = await client.http.put(path, jobPayload({ title: 'Flutter agent app, Kisumu' }));
    expect(edited.body.listedPublicly).toBe(false);
    const stored = await t.db
      .selectFrom('jobs')
      .select('listedPublicly')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(stored.listedPublicly).toBe(false);
  });

  it('refuses a value that is not true or false', async () => {
    const response = await client.http.post('/api/jobs', jobPayload({ listedPublicly: 'maybe' }));
    expectInvalid(response, JOB_MESSAGES.listedPublicly, 'listedPublicly');
  });
});

describe('/sitemap.xml', () => {
  it('lists the visitor pages, each job on the board and each approved developer on the public origin', async () => {
    const response = await t.http().get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(response.body);
    expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls: { loc: string; lastmod?: string }[] = parsed.urlset.url;
    const locs = urls.map((url) => url.loc);
    expect(locs).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/open-jobs`, `${ORIGIN}/how-it-works`]),
    );
    expect(locs).toContain(`${ORIGIN}/open-jobs/${listed}`);
    expect(locs).not.toContain(`${ORIGIN}/open-jobs/${unlisted}`);
    expect(locs).not.toContain(`${ORIGIN}/open-jobs/${closed}`);
    expect(locs).toContain(`${ORIGIN}/developer/${await profileIdOf(approved)}`);
    expect(locs).not.toContain(`${ORIGIN}/developer/${await profileIdOf(unapproved)}`);
    const job = urls.find((url) => url.loc === `${ORIGIN}/open-jobs/${listed}`);
    expect(job?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(locs.every((loc) => loc.startsWith(ORIGIN))).toBe(true);
  });
});

describe('/robots.txt', () => {
  it('allows the public pages, keeps crawlers out of signed-in screens and the API, and names the sitemap', async () => {
    const response = await t.http().get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /jobs/',
        'Disallow: /dashboard',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /developer/');
    expect(lines).not.toContain('Disallow: /open-jobs');
  });
});
