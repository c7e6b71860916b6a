import { findLastLiveEventSeq, findLiveEventsAfter } from '@talanta/db';
import type { TLiveEvent } from '@talanta/schema';
import { afterEach, expect } from 'vitest';
import type { TestApp } from './app';
import { type LiveSubscriber, liveSubscribers } from './live';
import type { Member } from './messaging';

/** A member's open tab, subscribed from the current end of their stream. */
export interface Watch {
  member: Member;
  from: number;
  tab: LiveSubscriber;
}

function label(event: TLiveEvent): string {
  return event.type === 'changed' ? `changed:${event.payload.topics.join(',')}` : event.type;
}

/**
 * Open tabs for a test file's members (closed after each test), and what a write put in a watched
 * member's stream: read from the database once the write has returned (so it is complete), after
 * the open tab has received all of it, labelled ("changed:job", "notification").
 */
export function useLiveWatch(t: TestApp) {
  const live = liveSubscribers();
  afterEach(() => live.closeAll());

  async function watch(member: Member): Promise<Watch> {
    const from = await findLastLiveEventSeq(t.db, member.user.id);
    const { baseUrl } = await t.trpc();
    const tab = live.subscribe(baseUrl, { sessionToken: member.token, lastEventId: String(from) });
    return { member, from, tab };
  }

  async function watchAll<Name extends string>(members: Record<Name, Member>): Promise<Record<Name, Watch>> {
    const entries = await Promise.all(
      Object.entries<Member>(members).map(async ([name, member]) => [name, await watch(member)] as const),
    );
    return Object.fromEntries(entries) as Record<Name, Watch>;
  }

  async function received(watched: Watch): Promise<string[]> {
    const stored = await findLiveEventsAfter(t.db, watched.member.user.id, watched.from);
    const arrived = await watched.tab.waitForEvents(stored.length);
    expect(arrived.map(({ event }) => event)).toEqual(
      stored.map(({ type, payload }) => ({ type, payload, createdAt: expect.any(String) })),
    );
    return arrived.map(({ event }) => label(event));
  }

  return { live, watch, watchAll, received };
}
