import type { AppRouter } from '@talanta/api/router';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import { callKey, firstScreenLink } from './first-screen-answers';

/** The end of the chain in place of the HTTP link: records each call that reaches it. */
function recordingEnd(reached: string[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        reached.push(op.path);
        observer.next({ result: { type: 'data', data: `from the server: ${op.path}` } });
        observer.complete();
      });
}

describe('firstScreenLink', () => {
  it("answers the first identical query from the page's answers, once; the rest go on", async () => {
    const reached: string[] = [];
    const client = createTRPCClient<AppRouter>({
      links: [
        firstScreenLink([
          { path: 'job.byId', input: { id: 7 }, data: { id: 7, title: 'From the page' } },
          { path: 'job.list', input: { limit: 20, offset: 0 }, data: 'first page from the page' },
          { path: 'vetting.myStatus', data: 'status from the page' },
        ]),
        recordingEnd(reached),
      ],
    });
    expect(await client.job.byId.query({ id: 7 })).toEqual({ id: 7, title: 'From the page' });
    // Keys in another order are the same input; no input is the answer without one.
    expect(await client.job.list.query({ offset: 0, limit: 20 })).toBe('first page from the page');
    expect(await client.vetting.myStatus.query()).toBe('status from the page');
    expect(reached).toEqual([]);
    // Once only: the next identical call, and any other input, asks the server.
    expect(await client.job.byId.query({ id: 7 })).toBe('from the server: job.byId');
    expect(await client.job.byId.query({ id: 8 })).toBe('from the server: job.byId');
    expect(reached).toEqual(['job.byId', 'job.byId']);
  });

  it('never answers a mutation', async () => {
    const reached: string[] = [];
    const client = createTRPCClient<AppRouter>({
      links: [
        firstScreenLink([{ path: 'job.close', input: { id: 7 }, data: 'stale' }]),
        recordingEnd(reached),
      ],
    });
    expect(await client.job.close.mutate({ id: 7 })).toBe('from the server: job.close');
    expect(reached).toEqual(['job.close']);
  });
});

describe('callKey', () => {
  it('is the same for the same input whatever the order of its keys, and differs otherwise', () => {
    expect(callKey('job.list', { a: 1, b: { d: 2, c: [3, { f: 4, e: 5 }] } })).toBe(
      callKey('job.list', { b: { c: [3, { e: 5, f: 4 }], d: 2 }, a: 1 }),
    );
    expect(callKey('job.list', undefined)).toBe(callKey('job.list', null));
    expect(callKey('job.list', { a: 1 })).not.toBe(callKey('job.byId', { a: 1 }));
    expect(callKey('job.list', [1, 2])).not.toBe(callKey('job.list', [2, 1]));
  });
});
