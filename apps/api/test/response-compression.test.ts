import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/cookie';
import { useTestApp } from './helpers/app';
import { postJob, useActors } from './helpers/jobs';

/** JSON answers travel compressed when the client accepts it; a live stream never does. */

const t = useTestApp();
const { client, developer } = useActors(t, { client: 'client', developer: 'developer' });

const inject = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('compressed JSON answers', () => {
  it('sends the OpenAPI document in brotli or gzip as the client accepts, and as it is without', async () => {
    const plain = await inject('/api/openapi.json', {});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.json();

    const brotli = await inject('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(document);

    const gzip = await inject('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(document);
  });

  it("compresses a signed-in screen's tRPC batch and a REST list alike", async () => {
    for (let index = 0; index < 5; index += 1) await postJob(client, { title: `Compressed job ${index}` });
    const cookie = `${SESSION_COOKIE}=${developer.http.sessionToken}`;
    const batch = await inject(
      `/trpc/auth.session,job.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { limit: 20 } }))}`,
      { cookie, 'accept-encoding': 'br' },
    );
    expect(batch.headers['content-encoding']).toBe('br');
    expect(batch.statusCode).toBe(200);
    const [user, jobs] = JSON.parse(brotliDecompressSync(batch.rawPayload).toString());
    expect(user.result.data.id).toBe(developer.user.id);
    expect(jobs.result.data.jobs.map((job: { title: string }) => job.title)).toContain('Compressed job 4');

    const list = await inject('/api/jobs?limit=20', { cookie, 'accept-encoding': 'gzip' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString())).toHaveLength(5);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const cookie = `${SESSION_COOKIE}=${developer.http.sessionToken}`;
    const user = await inject('/api/auth/user', { cookie, 'accept-encoding': 'br' });
    expect(user.statusCode).toBe(200);
    expect(user.headers['content-encoding']).toBeUndefined();
    expect(user.json().id).toBe(developer.user.id);
  });

  it('sends the live stream uncompressed, event by event, whatever the client accepts', async () => {
    const { baseUrl } = await t.trpc();
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const request = get(
        `${baseUrl}/trpc/live.events`,
        {
          headers: {
            cookie: `${SESSION_COOKIE}=${developer.http.sessionToken}`,
            'accept-encoding': 'br, gzip',
          },
        },
        (response) => {
          resolve(response.headers);
          request.destroy();
        },
      );
      request.on('error', reject);
    });
    expect(String(headers['content-type'])).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
  });
});
