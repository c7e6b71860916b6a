import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_MESSAGES, RESUME_LIMITS, RESUME_MESSAGES } from '@talanta/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import type { HttpClient } from './helpers/http';
import { type Actor, signedInActor, useActors } from './helpers/jobs';
import { type FilePart, postMultipart } from './helpers/multipart';
import { TEST_PASSWORD } from './helpers/users';

/** A developer's résumé (issue 38, ADR 0030): a private PDF that clients read only when allowed. */

const uploadDir = mkdtempSync(join(tmpdir(), 'talanta-resume-test-'));
const t = useTestApp({ env: { UPLOAD_DIR: uploadDir } });
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

const { admin, client } = useActors(t, { admin: 'admin', client: 'client' });

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
const pdf = (data: Buffer = PDF, contentType = 'application/pdf'): FilePart => ({
  filename: 'cv.pdf',
  contentType,
  data,
});
const RESUME_FOLDER = join(uploadDir, 'private', 'resumes');
const storedFiles = () => (existsSync(RESUME_FOLDER) ? readdirSync(RESUME_FOLDER) : []);

const upload = (http: HttpClient | null, parts: FilePart[]) =>
  postMultipart(t, '/api/uploads/resume', http, parts);

/** An approved developer with a stored résumé, and their profile's id. */
async function developerWithResume(names: { firstName?: string; lastName?: string } = {}) {
  const developer = await signedInActor(t, 'developer', names);
  const uploaded = await upload(developer.http, [pdf()]);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const profile = await developer.http.get('/api/developers/profile');
  return { developer, profileId: profile.body.id as number };
}

const download = (actor: Actor | null, profileId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/developers/${profileId}/resume`,
    headers: actor?.http.sessionToken ? { cookie: `talanta_session=${actor.http.sessionToken}` } : {},
  });

const showToClients = (developer: Actor, visible: boolean) =>
  developer.http.put('/api/developers/profile/settings', { resumeVisibleToClients: visible });

describe('POST /api/uploads/resume', () => {
  it('stores a PDF under a random name in the private folder; the profile tells when, hidden from clients', async () => {
    const developer = await signedInActor(t, 'developer');
    const before = storedFiles().length;
    const response = await upload(developer.http, [pdf(PDF, 'application/octet-stream')]);
    expect(response.status).toBe(200);
    expect(response.body.resumeUploadedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(storedFiles()).toHaveLength(before + 1);
    expect(storedFiles().every((name) => /^[a-f0-9]{32}\.pdf$/.test(name))).toBe(true);
    const profile = await developer.http.get('/api/developers/profile');
    expect(profile.body).toMatchObject({
      resumeUploadedAt: response.body.resumeUploadedAt,
      resumeVisibleToClients: false,
    });
    // Nothing serves the private folder.
    for (const url of ['/uploads/private/resumes/x.pdf', '/uploads/avatars/../private/resumes/x.pdf'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a file that is not a PDF by its first bytes, whatever its name and type, with 400', async () => {
    const developer = await signedInActor(t, 'developer');
    const before = storedFiles().length;
    const response = await upload(developer.http, [pdf(Buffer.from('<html>not a pdf</html>'))]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: RESUME_MESSAGES.badType, code: 'BAD_REQUEST' });
    const empty = await upload(developer.http, []);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(RESUME_MESSAGES.badType);
    expect(storedFiles()).toHaveLength(before);
  });

  it('takes a PDF of exactly 5 MB and refuses a byte more with 413', async () => {
    const developer = await signedInActor(t, 'developer');
    const fits = Buffer.concat([PDF, Buffer.alloc(RESUME_LIMITS.maxBytes - PDF.length, 0x20)]);
    expect((await upload(developer.http, [pdf(fits)])).status).toBe(200);
    const big = Buffer.concat([fits, Buffer.from(' ')]);
    const response = await upload(developer.http, [pdf(big)]);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: RESUME_MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('is for developers: a visitor gets 401, a client 403', async () => {
    expect((await upload(null, [pdf()])).body).toEqual({
      message: ERROR_MESSAGES.notSignedIn,
      code: 'UNAUTHORIZED',
    });
    expect((await upload(client.http, [pdf()])).status).toBe(403);
  });

  it('replaces the stored file, and DELETE removes it', async () => {
    const { developer } = await developerWithResume();
    const before = storedFiles().length;
    expect((await upload(developer.http, [pdf()])).status).toBe(200);
    expect(storedFiles()).toHaveLength(before);
    const removed = await developer.http.request('DELETE', '/api/uploads/resume');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ resumeUploadedAt: null });
    expect(storedFiles()).toHaveLength(before - 1);
    expect((await developer.http.get('/api/developers/profile')).body.resumeUploadedAt).toBeNull();
  });
});

describe('GET /api/developers/{id}/resume', () => {
  it('answers the owner and admins always, clients only when shown, everyone else 404', async () => {
    const { developer, profileId } = await developerWithResume({ firstName: 'Wanjiku', lastName: 'Kamau' });
    for (const reader of [developer, admin]) {
      const response = await download(reader, profileId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="Wanjiku-Kamau-resume.pdf"');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload).toEqual(PDF);
    }
    const other = await signedInActor(t, 'developer');
    for (const reader of [client, other]) {
      const hidden = await download(reader, profileId);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: RESUME_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    expect((await download(null, profileId)).statusCode).toBe(401);
    expect((await t.http().get(`/api/developers/${profileId}`)).body.hasResume).toBe(false);

    const before = (await developer.http.get('/api/developers/profile')).body;
    const shown = await showToClients(developer, true);
    expect(shown.status).toBe(200);
    // Only the setting changed: the fields the request left out are kept.
    expect(shown.body).toEqual({ ...before, resumeVisibleToClients: true });
    expect((await download(client, profileId)).statusCode).toBe(200);
    expect((await download(other, profileId)).statusCode).toBe(404);
    expect((await t.http().get(`/api/developers/${profileId}`)).body.hasResume).toBe(true);

    expect((await showToClients(developer, false)).status).toBe(200);
    expect((await download(client, profileId)).statusCode).toBe(404);
  });

  it('answers 404 for a developer without a résumé, even to admins', async () => {
    const developer = await signedInActor(t, 'developer');
    const profile = await developer.http.get('/api/developers/profile');
    expect((await download(admin, profile.body.id)).statusCode).toBe(404);
    expect((await download(developer, profile.body.id)).statusCode).toBe(404);
  });
});

describe('the résumé and the account', () => {
  it('the export says when it was uploaded; deleting the account deletes the file', async () => {
    const { developer } = await developerWithResume();
    const exported = await developer.http.get('/api/account/export');
    expect(exported.body.developerProfile.resumeUploadedAt).toEqual(expect.any(String));
    expect(JSON.stringify(exported.body)).not.toContain('%PDF');
    const before = storedFiles().length;
    const deleted = await developer.http.request('DELETE', '/api/account', {
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(storedFiles()).toHaveLength(before - 1);
  });

  it('an admin deleting the developer deletes the file too', async () => {
    const { developer } = await developerWithResume();
    const before = storedFiles().length;
    const deleted = await admin.http.request('DELETE', `/api/super-admin/users/${developer.user.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(storedFiles()).toHaveLength(before - 1);
  });
});
