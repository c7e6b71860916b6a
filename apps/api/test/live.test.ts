import { findLastLiveEventSeq } from '@talanta/db';
import { ERROR_MESSAGES } from '@talanta/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './helpers/app';
import { liveSubscribers, type ReceivedEvent } from './helpers/live';
import { createMember, type Member } from './helpers/messaging';

const t = useTestApp();
const live = liveSubscribers();
afterEach(() => live.closeAll());

async function baseUrl(): Promise<string> {
  return (await t.trpc()).baseUrl;
}

/**
 * A subscriber of the member's stream from now on. It names the stream's current end as the
 * lastEventId, so nothing committed after this call can fall before its starting point.
 */
async function subscribeFromNow(member: Member, url?: string) {
  const lastEventId = String(await findLastLiveEventSeq(t.db, member.user.id));
  return live.subscribe(url ?? (await baseUrl()), { sessionToken: member.token, lastEventId });
}

async function pair() {
  const client = await createMember(t, 'client', { firstName: 'Sarah', lastName: 'Wanjiru' });
  const developer = await createMember(t, 'developer', { firstName: 'Brian', approved: true });
  return { client, developer };
}

function summary(received: ReceivedEvent[]) {
  return received.map(({ event }) =>
    event.type === 'message' ? `message:${event.payload.content}` : `${event.type}`,
  );
}

describe('live.events', () => {
  it('brings the receiver a new message and its notification, and the sender a read receipt', async () => {
    const { client, developer } = await pair();
    const developerTab = await subscribeFromNow(developer);
    const developerOtherTab = await subscribeFromNow(developer);
    const clientTab = await subscribeFromNow(client);

    const { message } = await client.trpc.message.send.mutate({
      receiverId: developer.user.id,
      content: 'Hello Brian',
    });
    const [received, notice] = await developerTab.waitForEvents(2);
    expect(received?.event).toEqual({ type: 'message', payload: message, createdAt: expect.any(String) });
    expect(notice?.event).toMatchObject({
      type: 'notification',
      payload: {
        type: 'message',
        title: 'New message from Sarah Wanjiru',
        message: 'Hello Brian',
        isRead: false,
      },
    });
    expect((await clientTab.waitForEvents(1))[0]?.event).toEqual(received?.event);

    const marked = await developer.trpc.message.markConversationRead.mutate({ id: message.conversationId });
    const receipt = {
      conversationId: message.conversationId,
      readerId: developer.user.id,
      readAt: marked.readAt,
    };
    const [, receiptEvent] = await clientTab.waitForEvents(2);
    expect(receiptEvent?.event).toEqual({ type: 'read', payload: receipt, createdAt: expect.any(String) });

    // The reader's other tab learns the conversation and its notification were read.
    const otherTab = await developerOtherTab.waitForEvents(4);
    expect(summary(otherTab)).toEqual(['message:Hello Brian', 'notification', 'read', 'notification_read']);
    const noticeId = notice?.event.type === 'notification' ? notice.event.payload.id : undefined;
    expect(noticeId).toEqual(expect.any(Number));
    expect(otherTab[3]?.event.payload).toEqual({ notificationIds: [noticeId] });
    const firstTab = await developerTab.waitForEvents(4);
    expect(otherTab.map((event) => [event.id, event.event])).toEqual(
      firstTab.map((event) => [event.id, event.event]),
    );
  });

  it('resumes after a disconnect from lastEventId: the missed events, in order, none twice', async () => {
    const { client, developer } = await pair();
    const first = await subscribeFromNow(developer);
    await client.http.post('/api/messages', { receiverId: developer.user.id, content: 'm1' });
    await first.waitForEvents(2);
    const lastSeen = first.lastEventId as string;
    first.close();

    await client.http.post('/api/messages', { receiverId: developer.user.id, content: 'm2' });
    await client.http.post('/api/messages', { receiverId: developer.user.id, content: 'm3' });
    const resumed = live.subscribe(await baseUrl(), { sessionToken: developer.token, lastEventId: lastSeen });
    await resumed.waitForEvents(4);
    // A later message marks the end: anything repeated or extra would arrive before it.
    await client.http.post('/api/messages', { receiverId: developer.user.id, content: 'm4' });
    const received = await resumed.waitForEvents(6);

    expect(summary(received)).toEqual([
      'message:m2',
      'notification',
      'message:m3',
      'notification',
      'message:m4',
      'notification',
    ]);
    const expectedIds = Array.from({ length: 6 }, (_, index) => String(Number(lastSeen) + 1 + index));
    expect(received.map((event) => event.id)).toEqual(expectedIds);
    expect(resumed.events).toHaveLength(6);
    expect(first.events).toHaveLength(2);
  });

  it('gives a signed-out subscriber UNAUTHORIZED and nothing else', async () => {
    const { client, developer } = await pair();
    const url = await baseUrl();
    const visitor = live.subscribe(url, { lastEventId: '0' });
    const forged = live.subscribe(url, {
      sessionToken: `${developer.token.split('.')[0]}.forged`,
      lastEventId: '0',
    });
    await client.trpc.message.send.mutate({ receiverId: developer.user.id, content: 'Secret' });
    for (const subscriber of [visitor, forged]) {
      const error = await subscriber.waitForError();
      expect(error.data?.code).toBe('UNAUTHORIZED');
      expect(error.message).toBe(ERROR_MESSAGES.notSignedIn);
      expect(subscriber.events).toEqual([]);
    }
  });

  it('never gives a user another user’s events, even replaying from the start', async () => {
    const { client, developer } = await pair();
    const bystander = await createMember(t, 'developer');
    const admin = await createMember(t, 'admin');
    const watching = live.subscribe(await baseUrl(), { sessionToken: bystander.token, lastEventId: '0' });

    const { message } = await client.trpc.message.send.mutate({
      receiverId: developer.user.id,
      content: 'Private',
    });
    await developer.trpc.message.markConversationRead.mutate({ id: message.conversationId });
    await developer.trpc.notification.markAllRead.mutate();
    // The bystander's own message marks the end of what it could have been sent.
    await admin.trpc.message.send.mutate({ receiverId: bystander.user.id, content: 'Welcome' });
    const received = await watching.waitForEvents(2);
    expect(summary(received)).toEqual(['message:Welcome', 'notification']);
    expect(watching.events).toHaveLength(2);

    const replay = live.subscribe(await baseUrl(), { sessionToken: bystander.token, lastEventId: '0' });
    expect((await replay.waitForEvents(2)).map((event) => event.event)).toEqual(
      received.map((event) => event.event),
    );
  });
});

describe('two API instances on one database', () => {
  it('delivers a message sent through one to a subscriber of the other within a second', async ({
    annotate,
  }) => {
    const second = await createTestApp({ database: t.database });
    let secondOpen = true;
    try {
      const { client, developer } = await pair();
      const secondUrl = (await second.trpc()).baseUrl;
      const subscriber = await subscribeFromNow(developer, secondUrl);
      // A first message proves the stream is open end to end before the one that is timed.
      await client.http.post('/api/messages', { receiverId: developer.user.id, content: 'warm-up' });
      await subscriber.waitForEvents(2);

      const sentAt = Date.now();
      const response = await client.http.post('/api/messages', {
        receiverId: developer.user.id,
        content: 'timed',
      });
      expect(response.status).toBe(201);
      const [, , arrived] = await subscriber.waitForEvents(3);
      expect(arrived?.event).toMatchObject({ type: 'message', payload: { id: response.body.message.id } });
      const latencyMs = (arrived?.receivedAt ?? Number.POSITIVE_INFINITY) - sentAt;
      await annotate(
        `sent through instance 1, received on instance 2 after ${latencyMs} ms (${t.database.driver})`,
      );
      expect(latencyMs).toBeLessThan(1000);

      // Closing an instance ends its open streams at once rather than waiting for them.
      const closingAt = Date.now();
      secondOpen = false;
      await second.close();
      expect(Date.now() - closingAt).toBeLessThan(3000);
    } finally {
      if (secondOpen) await second.close();
    }
  });
});
