import { MESSAGE_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import {
  conversationsOf,
  countRows,
  createMember,
  insertJob,
  MESSAGE_KEYS,
  send,
  storedEvents,
} from './helpers/messaging';
import { trpcError } from './helpers/trpc';

/** Sending a message: its content rules, what a send stores and notifies, and exactly-once delivery. */

const t = useTestApp();

const { pair, messagesOf } = conversationsOf(t);

describe('POST /api/messages: content', () => {
  it('stores the text trimmed', async () => {
    const { client, developer } = await pair();
    const response = await send(client, { receiverId: developer.user.id, content: '  \n Hello Brian \t ' });
    expect(response.status).toBe(201);
    expect(response.body.message.content).toBe('Hello Brian');
    expect((await messagesOf(response.body.message.conversationId)).map((m) => m.content)).toEqual([
      'Hello Brian',
    ]);
  });

  it('refuses blank, missing and over-long text with the rule as the message', async () => {
    const { client, developer } = await pair();
    const before = await countRows(t.db);
    const cases: [unknown, string][] = [
      ['', MESSAGE_MESSAGES.contentRequired],
      ['   \n\t ', MESSAGE_MESSAGES.contentRequired],
      [undefined, MESSAGE_MESSAGES.contentRequired],
      [42, MESSAGE_MESSAGES.contentRequired],
      ['x'.repeat(5001), 'Message must be at most 5000 characters'],
    ];
    for (const [content, message] of cases) {
      const response = await send(client, { receiverId: developer.user.id, content });
      expect(response.status, JSON.stringify(content)?.slice(0, 20)).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.code).toBe('BAD_REQUEST');
      expect(response.body.issues).toEqual([{ path: 'content', message }]);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('accepts exactly 5000 characters, counted after trimming', async () => {
    const { client, developer } = await pair();
    const response = await send(client, {
      receiverId: developer.user.id,
      content: `  ${'y'.repeat(5000)}  `,
    });
    expect(response.status).toBe(201);
    expect(response.body.message.content).toHaveLength(5000);
  });

  it('refuses a missing receiver and an over-long clientMessageId', async () => {
    const { client, developer } = await pair();
    const noReceiver = await send(client, { content: 'Hello' });
    expect(noReceiver.status).toBe(400);
    expect(noReceiver.body.message).toBe(MESSAGE_MESSAGES.receiverRequired);
    const longId = await send(client, {
      receiverId: developer.user.id,
      content: 'Hello',
      clientMessageId: 'k'.repeat(101),
    });
    expect(longId.status).toBe(400);
    expect(longId.body.message).toBe(MESSAGE_MESSAGES.clientMessageId);
    const tRpc = await trpcError(
      client.trpc.message.send.mutate({ receiverId: developer.user.id, content: ' ' }),
    );
    expect(tRpc.data?.code).toBe('BAD_REQUEST');
    expect(tRpc.message).toBe(MESSAGE_MESSAGES.contentRequired);
  });
});

describe('POST /api/messages: what a send stores', () => {
  it('stores the message, updates the conversation, notifies the receiver and tells both live', async () => {
    const { client, developer } = await pair();
    const long = `${'word '.repeat(30)}end`;
    const response = await send(client, { receiverId: developer.user.id, content: long });
    expect(response.status).toBe(201);
    const { message } = response.body;
    expect(Object.keys(message).sort()).toEqual(MESSAGE_KEYS);
    expect(message).toMatchObject({
      senderId: client.user.id,
      receiverId: developer.user.id,
      content: long,
      readAt: null,
    });

    const conversation = await t.db
      .selectFrom('conversations')
      .select(['userAId', 'userBId', 'jobId', 'lastMessageAt'])
      .where('id', '=', message.conversationId)
      .executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ userAId: client.user.id, userBId: developer.user.id, jobId: null });
    expect(conversation.lastMessageAt?.toISOString()).toBe(message.createdAt);

    const notifications = await t.db
      .selectFrom('notifications')
      .select(['userId', 'type', 'title', 'message', 'link', 'isRead'])
      .where('userId', 'in', [client.user.id, developer.user.id])
      .execute();
    expect(notifications).toEqual([
      {
        userId: developer.user.id,
        type: 'message',
        title: 'New message from Sarah Wanjiru',
        message: `${'word '.repeat(19)}word…`,
        link: `/messages?conversation=${message.conversationId}`,
        isRead: false,
      },
    ]);

    const senderEvents = await storedEvents(t.db, client.user.id);
    expect(senderEvents).toEqual([{ seq: 1, type: 'message', payload: message }]);
    const receiverEvents = await storedEvents(t.db, developer.user.id);
    expect(receiverEvents.map((event) => event.type)).toEqual(['message', 'notification']);
    expect(receiverEvents[0]?.payload).toEqual(message);
  });

  it('keeps a thread in sending order, with times in the same order', async () => {
    const { client, developer } = await pair();
    const texts = ['one', 'two', 'three', 'four'];
    const conversationIds = new Set<number>();
    for (const [index, content] of texts.entries()) {
      const from = index % 2 === 0 ? client : developer;
      const to = index % 2 === 0 ? developer : client;
      const response = await send(from, { receiverId: to.user.id, content });
      conversationIds.add(response.body.message.conversationId);
    }
    expect(conversationIds.size).toBe(1);
    const [conversationId] = [...conversationIds];
    const thread = await client.trpc.message.getConversation.query({ id: conversationId as number });
    expect(thread.messages.map((message) => message.content)).toEqual(texts);
    const times = thread.messages.map((message) => Date.parse(message.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('writes into a job conversation when named by jobId or by conversationId, else into the latest', async () => {
    const { client, developer } = await pair();
    const jobId = await insertJob(t.db, client.user.id, 'Mobile money reconciliation');
    const general = await send(client, { receiverId: developer.user.id, content: 'General hello' });
    const aboutJob = await send(client, { receiverId: developer.user.id, content: 'About the job', jobId });
    expect(aboutJob.status).toBe(201);
    const jobConversationId = aboutJob.body.message.conversationId;
    expect(jobConversationId).not.toBe(general.body.message.conversationId);

    // The developer answers with only receiverId (as spec 001 §7 sends): the latest conversation.
    const reply = await send(developer, { receiverId: client.user.id, content: 'Reply' });
    expect(reply.body.message.conversationId).toBe(jobConversationId);
    // Named explicitly, the older general conversation gets it.
    const named = await send(developer, {
      receiverId: client.user.id,
      content: 'In the general thread',
      conversationId: general.body.message.conversationId,
    });
    expect(named.body.message.conversationId).toBe(general.body.message.conversationId);
    expect((await messagesOf(jobConversationId)).map((m) => m.content)).toEqual(['About the job', 'Reply']);
  });

  it('refuses a conversationId that is not the sender’s (404) or not with the receiver (400)', async () => {
    const { client, developer } = await pair();
    const outsider = await createMember(t, 'client');
    const first = await send(client, { receiverId: developer.user.id, content: 'Hi' });
    const conversationId = first.body.message.conversationId;
    const before = await countRows(t.db);

    const foreign = await send(outsider, {
      receiverId: developer.user.id,
      content: 'Sneaky',
      conversationId,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: MESSAGE_MESSAGES.conversationNotFound, code: 'NOT_FOUND' });

    const approvedOther = await createMember(t, 'developer', { approved: true });
    const wrongReceiver = await send(client, {
      receiverId: approvedOther.user.id,
      content: 'Hi',
      conversationId,
    });
    expect(wrongReceiver.status).toBe(400);
    expect(wrongReceiver.body.message).toBe(MESSAGE_MESSAGES.conversationMismatch);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('accepts a job posted by either participant only, and an existing one', async () => {
    const { client, developer } = await pair();
    const otherClient = await createMember(t, 'client');
    const foreignJob = await insertJob(t.db, otherClient.user.id);
    const before = await countRows(t.db);
    const foreign = await send(client, { receiverId: developer.user.id, content: 'Hi', jobId: foreignJob });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(MESSAGE_MESSAGES.jobNotBetween);
    const missing = await send(client, { receiverId: developer.user.id, content: 'Hi', jobId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGE_MESSAGES.jobNotFound);
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('POST /api/messages: exactly once', () => {
  it('answers a retry with the same clientMessageId with the original message, storing nothing', async () => {
    const { client, developer } = await pair();
    const body = { receiverId: developer.user.id, content: 'Invoice attached', clientMessageId: 'c-7f3a' };
    const first = await send(client, body);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const afterFirst = await countRows(t.db);

    const retry = await send(client, body);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual({ message: first.body.message, created: false });
    expect(await countRows(t.db)).toEqual(afterFirst);

    const viaTrpc = await client.trpc.message.send.mutate(body);
    expect(viaTrpc).toEqual({ message: first.body.message, created: false });
    expect(await countRows(t.db)).toEqual(afterFirst);
    const stored = await messagesOf(first.body.message.conversationId);
    expect(stored.map((m) => m.clientMessageId)).toEqual(['c-7f3a']);
  });

  it('takes an Idempotency-Key header as the clientMessageId', async () => {
    const { client, developer } = await pair();
    const body = { receiverId: developer.user.id, content: 'Sent over a flaky network' };
    const headers = { 'idempotency-key': 'key-1' };
    const first = await send(client, body, { headers });
    expect(first.status).toBe(201);
    const retry = await send(client, body, { headers });
    expect(retry.status).toBe(200);
    expect(retry.body.message.id).toBe(first.body.message.id);
    expect((await messagesOf(first.body.message.conversationId)).map((m) => m.clientMessageId)).toEqual([
      'key-1',
    ]);
    const another = await send(client, body, { headers: { 'idempotency-key': 'key-2' } });
    expect(another.status).toBe(201);
    expect(another.body.message.id).not.toBe(first.body.message.id);
  });

  it('refuses the same clientMessageId for a different message (409) and scopes ids per sender', async () => {
    const { client, developer } = await pair();
    await send(client, { receiverId: developer.user.id, content: 'First', clientMessageId: 'same' });
    const before = await countRows(t.db);
    const changed = await send(client, {
      receiverId: developer.user.id,
      content: 'Other',
      clientMessageId: 'same',
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({ message: MESSAGE_MESSAGES.clientMessageIdReused, code: 'CONFLICT' });
    expect(await countRows(t.db)).toEqual(before);

    const otherSender = await send(developer, {
      receiverId: client.user.id,
      content: 'First',
      clientMessageId: 'same',
    });
    expect(otherSender.status).toBe(201);
  });

  it('stores one message when the same send arrives many times at once', async () => {
    const { client, developer } = await pair();
    const body = { receiverId: developer.user.id, content: 'Only once, please', clientMessageId: 'burst-1' };
    const before = await countRows(t.db);
    const responses = await Promise.all(Array.from({ length: 8 }, () => send(client, body)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.body.message.id)).size).toBe(1);
    const after = await countRows(t.db);
    expect(after.messages - before.messages).toBe(1);
    expect(after.conversations - before.conversations).toBe(1);
    expect(after.notifications - before.notifications).toBe(1);
    // One 'message' event each, plus the receiver's 'notification'.
    expect(after.events - before.events).toBe(3);
  });
});
