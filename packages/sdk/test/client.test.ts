import { API_TOKEN_MESSAGES } from '@talanta/schema';
import {
  createTalantaClient,
  createTalantaRest,
  isTalantaClientError,
  type TalantaLiveEvent,
} from '@talanta/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../../apps/api/test/helpers/api-tokens';
import { useTestApp } from '../../../apps/api/test/helpers/app';
import { type Actor, postJob, useActors } from '../../../apps/api/test/helpers/jobs';

// The built package (dist), as a caller installs it, against the real API on a real port.
const t = useTestApp();
const tokenOf = async (actor: Actor, scopes: string[]) => (await createToken(actor, { scopes })).token;
const { client, developer } = useActors(t, { client: 'client', developer: 'developer' });
let baseUrl = '';
beforeAll(async () => {
  // The app listens on a free port of 127.0.0.1 on first use.
  baseUrl = (await t.trpc()).baseUrl;
});

async function failure(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isTalantaClientError(error)) throw new Error(`expected a Talanta client error, got ${String(error)}`);
  return error;
}

describe('createTalantaClient (tRPC)', () => {
  it('reads as the token’s user, several calls in one batch', async () => {
    const job = await postJob(client, { title: 'Typed SDK read check' });
    const sdk = createTalantaClient({
      baseUrl: `${baseUrl}/`,
      token: await tokenOf(client, ['read']),
    });
    const [me, own, detail] = await Promise.all([
      sdk.auth.me.query(),
      sdk.job.listOwn.query(),
      sdk.job.byId.query({ id: job.id }),
    ]);
    expect(me.email).toBe(client.email);
    expect(own.map((row) => row.id)).toContain(job.id);
    expect(detail.title).toBe('Typed SDK read check');
  });

  it('splits calls made together into batches of at most 10, the server’s limit', async () => {
    const requests: string[] = [];
    const sdk = createTalantaClient({
      baseUrl,
      token: await tokenOf(client, ['read']),
      fetch: (input, init) => {
        requests.push(String(input));
        return fetch(input, init);
      },
    });
    const answers = await Promise.all(Array.from({ length: 25 }, () => sdk.auth.me.query()));
    expect(answers.map((me) => me.email)).toEqual(Array(25).fill(client.email));
    const callsPerRequest = requests.map((url) => new URL(url).pathname.split(',').length);
    expect(callsPerRequest).toEqual([10, 10, 5]);
  });

  it('a read-only token is refused a mutation with 403, and nothing changes', async () => {
    const job = await postJob(client);
    const sdk = createTalantaClient({ baseUrl, token: await tokenOf(client, ['read']) });
    const error = await failure(sdk.job.close.mutate({ id: job.id }));
    expect(error.data?.httpStatus).toBe(403);
    expect(error.data?.code).toBe('FORBIDDEN');
    expect(error.message).toBe(API_TOKEN_MESSAGES.readOnly);
    const reread = await client.http.get(`/api/jobs/${job.id}`);
    expect(reread.body.status).toBe('open');
  });

  it('a write token changes things as its user', async () => {
    const job = await postJob(client);
    const sdk = createTalantaClient({ baseUrl, token: await tokenOf(client, ['read', 'write']) });
    const closed = await sdk.job.close.mutate({ id: job.id });
    expect(closed.status).toBe('closed');
    const reread = await client.http.get(`/api/jobs/${job.id}`);
    expect(reread.body.status).toBe('closed');
  });

  it('an unknown token is 401 and a bad input 400, each with the API’s message', async () => {
    const stranger = createTalantaClient({ baseUrl, token: 'not-a-token' });
    const unknown = await failure(stranger.auth.me.query());
    expect(unknown.data?.httpStatus).toBe(401);
    expect(unknown.message).toBe(API_TOKEN_MESSAGES.invalid);
    const sdk = createTalantaClient({ baseUrl, token: await tokenOf(client, ['read']) });
    // @ts-expect-error ids are numbers; the API still answers a string with a 400
    const invalid = await failure(sdk.job.byId.query({ id: 'seven' }));
    expect(invalid.data?.httpStatus).toBe(400);
    expect(invalid.data?.code).toBe('BAD_REQUEST');
  });
});

describe('live events (a subscription over SSE, the `eventsource` package on Node 20)', () => {
  it('brings the token’s user the message they send, with the id to resume from', async () => {
    const sdk = createTalantaClient({ baseUrl, token: await tokenOf(client, ['read', 'write']) });
    // From the stream's current end, so the message cannot fall before the subscription's start.
    const { lastEventId } = await sdk.live.cursor.query();
    const received = new Promise<TalantaLiveEvent>((resolve, reject) => {
      const subscription = sdk.live.events.subscribe(
        { lastEventId },
        {
          onStarted: () => {
            sdk.message.send
              .mutate({ receiverId: developer.user.id, content: 'Hello from the SDK' })
              .catch(reject);
          },
          onData: (event) => {
            subscription.unsubscribe();
            resolve(event);
          },
          onError: reject,
        },
      );
    });
    const event = await received;
    expect(Number(event.id)).toBeGreaterThan(Number(lastEventId));
    expect(event.data.type).toBe('message');
    expect(event.data.type === 'message' && event.data.payload.content).toBe('Hello from the SDK');
  });
});

describe('createTalantaRest (the generated REST types over fetch)', () => {
  it('reads and writes the /api paths with a token', async () => {
    const job = await postJob(client, { title: 'Typed REST check' });
    const rest = createTalantaRest({ baseUrl, token: await tokenOf(client, ['read', 'write']) });
    const read = await rest.GET('/api/jobs/{id}', { params: { path: { id: job.id } } });
    expect(read.response.status).toBe(200);
    expect(read.data?.title).toBe('Typed REST check');
    const closed = await rest.PUT('/api/jobs/{id}/close', { params: { path: { id: job.id } }, body: {} });
    expect(closed.response.status).toBe(200);
    expect(closed.data?.status).toBe('closed');
  });

  it('answers the API’s error body: a read-only token writing, an unknown job', async () => {
    const job = await postJob(client);
    const rest = createTalantaRest({ baseUrl, token: await tokenOf(client, ['read']) });
    const refused = await rest.PUT('/api/jobs/{id}/close', { params: { path: { id: job.id } }, body: {} });
    expect(refused.response.status).toBe(403);
    expect(refused.error?.code).toBe('FORBIDDEN');
    expect(refused.error?.message).toBe(API_TOKEN_MESSAGES.readOnly);
    const missing = await rest.GET('/api/jobs/{id}', { params: { path: { id: 987_654 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.message).toBe('Job not found');
  });
});
