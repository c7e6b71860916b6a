import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AVATAR_LIMITS, AVATAR_MESSAGES, ERROR_MESSAGES } from '@talanta/schema';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import type { HttpClient } from './helpers/http';
import { type FilePart, multipartBody, postMultipart } from './helpers/multipart';
import { signedInClient } from './helpers/users';

const uploadDir = mkdtempSync(join(tmpdir(), 'talanta-avatar-test-'));
const t = useTestApp({ env: { UPLOAD_DIR: uploadDir } });
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pixels = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } });
/** A phone photo: its EXIF block says where it was taken. */
const JPEG = await pixels()
  .jpeg()
  .withExif({
    IFD0: { Artist: 'Home in Kilimani' },
    IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 32/1' },
  })
  .toBuffer();
const WEBP = await pixels().webp().toBuffer();
/** A JPEG's first bytes with nothing of an image behind them. */
const JPEG_LOOKALIKE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 3)]);

const upload = (
  http: HttpClient | null,
  parts: (FilePart | { field: string; value: string })[],
  headers: Record<string, string> = {},
) => postMultipart(t, '/api/uploads/avatar', http, parts, headers);

const png = (data: Buffer = PNG): FilePart => ({ filename: 'me.png', contentType: 'image/png', data });
const storedFiles = () =>
  existsSync(join(uploadDir, 'avatars')) ? readdirSync(join(uploadDir, 'avatars')) : [];

describe('POST /api/uploads/avatar', () => {
  it('answers 401 to visitors and stores nothing', async () => {
    const before = storedFiles().length;
    const response = await upload(null, [png()]);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: ERROR_MESSAGES.notSignedIn, code: 'UNAUTHORIZED' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('stores a PNG under a random name, serves it, and makes it the profile photo', async () => {
    const { client } = await signedInClient(t.db, t.http(), 'developer');
    const response = await upload(client, [png()]);
    expect(response.status).toBe(200);
    expect(response.body.profileImageUrl).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const name = response.body.profileImageUrl.split('/').pop();
    const stored = readFileSync(join(uploadDir, 'avatars', name));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const served = await t.app.inject({ method: 'GET', url: response.body.profileImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(stored);

    const me = await client.get('/api/auth/user');
    expect(me.body.profileImageUrl).toBe(response.body.profileImageUrl);
    // The photo counts toward the developer's profile completion.
    const profile = await client.get('/api/developers/profile');
    expect(profile.body.completionPercentage).toBe(10);
    expect(profile.body.user.profileImageUrl).toBe(response.body.profileImageUrl);
  });

  it.each([
    ['JPEG', { filename: 'me.jpg', contentType: 'image/jpeg', data: JPEG }, 'jpg'],
    ['WebP', { filename: 'me.webp', contentType: 'image/webp', data: WEBP }, 'webp'],
  ])('accepts %s, named after the type its bytes show', async (_label, file, extension) => {
    const { client } = await signedInClient(t.db, t.http(), 'client');
    const response = await upload(client, [file]);
    expect(response.status).toBe(200);
    expect(response.body.profileImageUrl).toMatch(new RegExp(`\\.${extension}$`));
  });

  it('keeps only the pixels: a JPEG is stored and served without its EXIF block (GPS position)', async () => {
    expect(JPEG.includes('Home in Kilimani')).toBe(true);
    expect((await sharp(JPEG).metadata()).exif).toBeDefined();
    const { client } = await signedInClient(t.db, t.http(), 'developer');
    const response = await upload(client, [{ filename: 'me.jpg', contentType: 'image/jpeg', data: JPEG }]);
    expect(response.status).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.body.profileImageUrl });
    expect(served.rawPayload.includes('Exif')).toBe(false);
    expect(served.rawPayload.includes('Home in Kilimani')).toBe(false);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(metadata.exif).toBeUndefined();
  });

  it('scales a large photo down to 512 pixels on its longer side', async () => {
    const { client } = await signedInClient(t.db, t.http(), 'client');
    const large = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const response = await upload(client, [png(large)]);
    expect(response.status).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.body.profileImageUrl });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 512, height: 256 });
  });

  it('replaces the previous photo and deletes its file', async () => {
    const { client } = await signedInClient(t.db, t.http(), 'developer');
    const first = await upload(client, [png()]);
    const second = await upload(client, [{ filename: 'new.jpg', contentType: 'image/jpeg', data: JPEG }]);
    expect(second.status).toBe(200);
    expect(second.body.profileImageUrl).not.toBe(first.body.profileImageUrl);
    expect(storedFiles()).not.toContain(first.body.profileImageUrl.split('/').pop());
    expect((await t.app.inject({ method: 'GET', url: first.body.profileImageUrl })).statusCode).toBe(404);
    expect((await client.get('/api/auth/user')).body.profileImageUrl).toBe(second.body.profileImageUrl);
  });

  it.each([
    [
      'text pretending to be a PNG',
      { filename: 'me.png', contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>') },
    ],
    ['a GIF', { filename: 'me.gif', contentType: 'image/gif', data: GIF }],
    [
      "a JPEG's first bytes with no image behind them",
      { filename: 'me.jpg', contentType: 'image/jpeg', data: JPEG_LOOKALIKE },
    ],
    ['a real PNG declared as HTML', { filename: 'me.html', contentType: 'text/html', data: PNG }],
    [
      'an SVG',
      {
        filename: 'me.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    ],
  ])('refuses %s with 400 and stores nothing', async (_label, file) => {
    const { client } = await signedInClient(t.db, t.http(), 'developer');
    const before = storedFiles().length;
    const response = await upload(client, [file]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: AVATAR_MESSAGES.badType, code: 'BAD_REQUEST' });
    expect(storedFiles()).toHaveLength(before);
    expect((await client.get('/api/auth/user')).body.profileImageUrl).toBeNull();
  });

  it('refuses a photo over 2 MB with 413 and stores nothing', async () => {
    const { client } = await signedInClient(t.db, t.http(), 'developer');
    const before = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_LIMITS.maxBytes, 0)]);
    const response = await upload(client, [png(big)]);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: AVATAR_MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('accepts a photo of exactly 2 MB', async () => {
    const { client } = await signedInClient(t.db, t.http(), 'developer');
    const exact = Buffer.concat([PNG, Buffer.alloc(AVATAR_LIMITS.maxBytes - PNG.length, 0)]);
    expect((await upload(client, [png(exact)])).status).toBe(200);
  });

  it('asks for a file when the form has none, or the body is JSON', async () => {
    const { client } = await signedInClient(t.db, t.http(), 'developer');
    const noFile = await upload(client, [{ field: 'note', value: 'hello' }]);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe(AVATAR_MESSAGES.noFile);
    const json = await client.post('/api/uploads/avatar', { file: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(AVATAR_MESSAGES.noFile);
  });

  it('refuses a cross-site upload (CSRF) before reading it', async () => {
    const { client } = await signedInClient(t.db, t.http(), 'developer');
    const response = await upload(client, [png()], { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(ERROR_MESSAGES.badOrigin);
  });

  it('does not accept multipart bodies on other paths', async () => {
    const { client } = await signedInClient(t.db, t.http(), 'developer');
    const { payload, contentType } = multipartBody([png()]);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/developers/profile',
      payload,
      headers: { 'content-type': contentType, cookie: `talanta_session=${client.sessionToken}` },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('DELETE /api/uploads/avatar', () => {
  it('removes the photo and its file', async () => {
    const { client } = await signedInClient(t.db, t.http(), 'developer');
    const uploaded = await upload(client, [png()]);
    const response = await client.request('DELETE', '/api/uploads/avatar');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ profileImageUrl: null });
    expect(storedFiles()).not.toContain(uploaded.body.profileImageUrl.split('/').pop());
    expect((await client.get('/api/auth/user')).body.profileImageUrl).toBeNull();
  });

  it('answers 401 to visitors', async () => {
    expect((await t.http().request('DELETE', '/api/uploads/avatar')).status).toBe(401);
  });
});

describe('GET /uploads/avatars/*', () => {
  it('answers 404 for a photo that does not exist, and never lists or escapes the directory', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/avatars/0123456789abcdef0123456789abcdef.png' }))
        .statusCode,
    ).toBe(404);
    for (const url of [
      '/uploads/avatars/',
      '/uploads/avatars/../../etc/passwd',
      '/uploads/avatars/%2e%2e/x',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('root:');
    }
  });
});
