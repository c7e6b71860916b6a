import { ERROR_MESSAGES, MESSAGE_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import type { RequestOptions } from './helpers/http';
import {
  countRows,
  createMember,
  insertApplicationRow,
  insertJob,
  type Member,
  storedEvents,
} from './helpers/messaging';
import { trpcError } from './helpers/trpc';

const t = useTestApp();

const MESSAGE_KEYS = ['content', 'conversationId', 'createdAt', 'id', 'readAt', 'receiverId', 'senderId'];

function send(from: Member, body: Record<string, unknown>, options: RequestOptions = {}) {
  return from.http.post('/api/messages', body, options);
}

/** A client and an approved developer who may talk (the client may always start). */
async function pair() {
  const client = await createMember(t, 'client', { firstName: 'Sarah', lastName: 'Wanjiru' });
  const developer = await createMember(t, 'developer', {
    firstName: 'Brian',
    lastName: 'Otieno',
    approved: true,
  });
  return { client, developer };
}

async function messagesOf(conversationId: number) {
  return t.db
    .selectFrom('messages')
    .select(['id', 'senderId', 'receiverId', 'content', 'clientMessageId', 'readAt'])
    .where('conversationId', '=', conversationId)
    .orderBy('id')
    .execute();
}

describe('who may talk', () => {
  async function expectAllowed(from: Member, to: Member) {
    const response = await send(from, { receiverId: to.user.id, content: 'Hello there' });
    expect(response.status, `${from.user.role} → ${to.user.role}`).toBe(201);
    expect(response.body.created).toBe(true);
    expect(response.body.message).toMatchObject({ senderId: from.user.id, receiverId: to.user.id });
  }

  async function expectRefused(from: Member, to: Member, message: string) {
    const before = await countRows(t.db);
    const response = await send(from, { receiverId: to.user.id, content: 'Hello there' });
    expect(response.status, `${from.user.role} → ${to.user.role}`).toBe(403);
    expect(response.body).toEqual({ message, code: 'FORBIDDEN' });
    const refused = await trpcError(from.trpc.messages.startConversation.mutate({ userId: to.user.id }));
    expect(refused.data?.code).toBe('FORBIDDEN');
    expect(refused.message).toBe(message);
    expect(await countRows(t.db)).toEqual(before);
  }

  it('lets a client message an approved developer, and not one awaiting approval', async () => {
    const client = await createMember(t, 'client');
    const approved = await createMember(t, 'developer', { approved: true });
    const pending = await createMember(t, 'developer');
    await expectAllowed(client, approved);
    await expectRefused(client, pending, MESSAGE_MESSAGES.developerNotApproved);
  });

  it('refuses a client starting a conversation with another client or an admin', async () => {
    const client = await createMember(t, 'client');
    await expectRefused(client, await createMember(t, 'client'), MESSAGE_MESSAGES.clientsMessageDevelopers);
    await expectRefused(client, await createMember(t, 'admin'), MESSAGE_MESSAGES.clientsMessageDevelopers);
  });

  it('lets a developer message a client whose job they applied to, and no other client', async () => {
    const developer = await createMember(t, 'developer', { approved: true });
    const hiring = await createMember(t, 'client');
    const other = await createMember(t, 'client');
    await insertJob(t.db, other.user.id);
    const jobId = await insertJob(t.db, hiring.user.id);
    await expectRefused(developer, hiring, MESSAGE_MESSAGES.applyFirst);
    await insertApplicationRow(t.db, jobId, developer.user.id);
    await expectAllowed(developer, hiring);
    await expectRefused(developer, other, MESSAGE_MESSAGES.applyFirst);
  });

  it('refuses a developer starting a conversation with another developer or an admin', async () => {
    const developer = await createMember(t, 'developer', { approved: true });
    const peer = await createMember(t, 'developer', { approved: true });
    await expectRefused(developer, peer, MESSAGE_MESSAGES.developersMessageClients);
    await expectRefused(developer, await createMember(t, 'admin'), MESSAGE_MESSAGES.developersMessageClients);
  });

  it('lets an admin message anyone: a pending developer, a client, another admin', async () => {
    const admin = await createMember(t, 'admin');
    await expectAllowed(admin, await createMember(t, 'developer'));
    await expectAllowed(admin, await createMember(t, 'client'));
    await expectAllowed(admin, await createMember(t, 'admin'));
  });

  it('lets the participants of an existing conversation reply, whoever started it', async () => {
    const admin = await createMember(t, 'admin');
    const developer = await createMember(t, 'developer');
    const client = await createMember(t, 'client');
    await expectRefused(developer, admin, MESSAGE_MESSAGES.developersMessageClients);
    await expectAllowed(admin, developer);
    await expectAllowed(developer, admin);

    // A client wrote to an approved developer who was later unapproved: both may go on.
    const hired = await createMember(t, 'developer', { approved: true });
    await expectAllowed(client, hired);
    await t.db
      .updateTable('developerProfiles')
      .set({ isApproved: false })
      .where('userId', '=', hired.user.id)
      .execute();
    await expectAllowed(hired, client);
    await expectAllowed(client, hired);
  });

  it('counts the conversation an application opened as an existing one', async () => {
    const client = await createMember(t, 'client');
    const developer = await createMember(t, 'developer');
    const jobId = await insertJob(t.db, client.user.id);
    const started = await trpcError(
      client.trpc.messages.startConversation.mutate({ userId: developer.user.id }),
    );
    expect(started.message).toBe(MESSAGE_MESSAGES.developerNotApproved);
    await t.db
      .insertInto('conversations')
      .values({
        userAId: Math.min(client.user.id, developer.user.id),
        userBId: Math.max(client.user.id, developer.user.id),
        jobId,
      })
      .execute();
    await expectAllowed(client, developer);
  });

  it('refuses messages to oneself (400) and to a user who does not exist (404)', async () => {
    const admin = await createMember(t, 'admin');
    const before = await countRows(t.db);
    const self = await send(admin, { receiverId: admin.user.id, content: 'Note to self' });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: MESSAGE_MESSAGES.notYourself, code: 'BAD_REQUEST' });
    const nobody = await send(admin, { receiverId: 999_999, content: 'Anyone there?' });
    expect(nobody.status).toBe(404);
    expect(nobody.body).toEqual({ message: MESSAGE_MESSAGES.userNotFound, code: 'NOT_FOUND' });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 401 to visitors on every messaging path', async () => {
    const visitor = t.http();
    const calls = [
      visitor.get('/api/messages/conversations'),
      visitor.post('/api/messages/conversations', { userId: 1 }),
      visitor.get('/api/messages/conversation/1'),
      visitor.put('/api/messages/conversation/1/read'),
      visitor.post('/api/messages', { receiverId: 1, content: 'Hello' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: ERROR_MESSAGES.notSignedIn, code: 'UNAUTHORIZED' });
    }
  });
});

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
      client.trpc.messages.send.mutate({ receiverId: developer.user.id, content: ' ' }),
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
    const thread = await client.trpc.messages.conversation.query({ id: conversationId as number });
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

    const viaTrpc = await client.trpc.messages.send.mutate(body);
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

describe('GET /api/messages/conversations', () => {
  it('lists each side’s conversations, newest activity first, with unread counts', async () => {
    const { client, developer } = await pair();
    const second = await createMember(t, 'developer', {
      firstName: 'Priya',
      lastName: 'Sharma',
      approved: true,
    });
    const jobId = await insertJob(t.db, client.user.id, 'Kubernetes platform engineer');
    await send(client, { receiverId: developer.user.id, content: 'First to Brian' });
    await send(client, { receiverId: developer.user.id, content: 'Second to Brian' });
    const started = await client.trpc.messages.startConversation.mutate({ userId: second.user.id, jobId });
    await send(developer, { receiverId: client.user.id, content: 'Brian answers' });

    const list = await client.http.get('/api/messages/conversations');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const [brian, priya] = list.body;
    expect(brian).toEqual({
      id: expect.any(Number),
      otherUser: {
        id: developer.user.id,
        firstName: 'Brian',
        lastName: 'Otieno',
        profileImageUrl: null,
        role: 'developer',
      },
      jobId: null,
      jobTitle: null,
      lastMessage: { content: 'Brian answers', createdAt: expect.any(String), senderId: developer.user.id },
      unreadCount: 1,
      updatedAt: brian.lastMessage.createdAt,
    });
    expect(priya).toMatchObject({
      id: started.conversationId,
      otherUser: { id: second.user.id, firstName: 'Priya', role: 'developer' },
      jobId,
      jobTitle: 'Kubernetes platform engineer',
      lastMessage: null,
      unreadCount: 0,
    });

    const developerView = await developer.trpc.messages.conversations.query();
    expect(developerView).toHaveLength(1);
    expect(developerView[0]).toMatchObject({
      id: brian.id,
      otherUser: { id: client.user.id, firstName: 'Sarah', lastName: 'Wanjiru', role: 'client' },
      unreadCount: 2,
    });
    expect(await second.trpc.messages.conversations.query()).toMatchObject([{ id: started.conversationId }]);
  });

  it('searches the other person’s first name, last name or the job title, case-insensitively', async () => {
    const client = await createMember(t, 'client');
    const amina = await createMember(t, 'developer', {
      firstName: 'Amina',
      lastName: 'Kiprop',
      approved: true,
    });
    const ravi = await createMember(t, 'developer', { firstName: 'Ravi', lastName: 'Iyer', approved: true });
    const jobId = await insertJob(t.db, client.user.id, 'React Native app (100% remote)');
    await send(client, { receiverId: amina.user.id, content: 'Hi Amina' });
    await send(client, { receiverId: ravi.user.id, content: 'Hi Ravi', jobId });

    const search = async (text: string) => {
      const response = await client.http.get(
        `/api/messages/conversations?search=${encodeURIComponent(text)}`,
      );
      expect(response.status).toBe(200);
      return response.body.map((row: { otherUser: { firstName: string } }) => row.otherUser.firstName);
    };
    expect(await search('amin')).toEqual(['Amina']);
    expect(await search('KIPROP')).toEqual(['Amina']);
    expect(await search('amina kiprop')).toEqual(['Amina']);
    expect(await search('native')).toEqual(['Ravi']);
    expect(await search('100%')).toEqual(['Ravi']);
    expect(await search('0%_')).toEqual([]);
    expect(await search('nobody')).toEqual([]);
    expect(await search('   ')).toEqual(['Ravi', 'Amina']);
    expect(await client.trpc.messages.conversations.query({ search: 'iyer' })).toMatchObject([
      { otherUser: { firstName: 'Ravi' } },
    ]);
  });

  it('caps the list at `limit`', async () => {
    const admin = await createMember(t, 'admin');
    for (const role of ['client', 'developer', 'client'] as const) {
      await send(admin, { receiverId: (await createMember(t, role)).user.id, content: 'Welcome to Talanta' });
    }
    expect((await admin.http.get('/api/messages/conversations?limit=2')).body).toHaveLength(2);
    const tooMany = await admin.http.get('/api/messages/conversations?limit=500');
    expect(tooMany.status).toBe(400);
  });
});

describe('GET /api/messages/conversation/:id', () => {
  it('gives a participant the header and the messages in order; anyone else a 404', async () => {
    const { client, developer } = await pair();
    const first = await send(client, { receiverId: developer.user.id, content: 'Hello' });
    await send(developer, { receiverId: client.user.id, content: 'Hi Sarah' });
    const id = first.body.message.conversationId;

    const thread = await developer.http.get(`/api/messages/conversation/${id}`);
    expect(thread.status).toBe(200);
    expect(thread.body.conversation).toMatchObject({ id, otherUser: { id: client.user.id }, unreadCount: 1 });
    expect(thread.body.hasOlder).toBe(false);
    expect(
      thread.body.messages.map((m: { content: string; senderId: number }) => [m.senderId, m.content]),
    ).toEqual([
      [client.user.id, 'Hello'],
      [developer.user.id, 'Hi Sarah'],
    ]);
    expect(Object.keys(thread.body.messages[0]).sort()).toEqual(MESSAGE_KEYS);

    for (const outsider of [await createMember(t, 'client'), await createMember(t, 'admin')]) {
      const response = await outsider.http.get(`/api/messages/conversation/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: MESSAGE_MESSAGES.conversationNotFound, code: 'NOT_FOUND' });
      const viaTrpc = await trpcError(outsider.trpc.messages.conversation.query({ id }));
      expect(viaTrpc.data?.code).toBe('NOT_FOUND');
    }
    const missing = await client.http.get('/api/messages/conversation/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MESSAGE_MESSAGES.conversationNotFound);
    expect((await client.http.get('/api/messages/conversation/abc')).status).toBe(400);
  });

  it('pages back with `before`', async () => {
    const { client, developer } = await pair();
    const ids: number[] = [];
    for (const content of ['m1', 'm2', 'm3', 'm4', 'm5']) {
      ids.push((await send(client, { receiverId: developer.user.id, content })).body.message.id);
    }
    const conversationId = (await client.trpc.messages.conversations.query())[0]?.id as number;
    const latest = await client.trpc.messages.conversation.query({ id: conversationId, limit: 2 });
    expect(latest.messages.map((m) => m.content)).toEqual(['m4', 'm5']);
    expect(latest.hasOlder).toBe(true);
    const older = await client.http.get(
      `/api/messages/conversation/${conversationId}?limit=2&before=${ids[3]}`,
    );
    expect(older.body.messages.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3']);
    expect(older.body.hasOlder).toBe(true);
    const oldest = await client.trpc.messages.conversation.query({
      id: conversationId,
      limit: 2,
      before: ids[1],
    });
    expect(oldest.messages.map((m) => m.content)).toEqual(['m1']);
    expect(oldest.hasOlder).toBe(false);
  });
});

describe('PUT /api/messages/conversation/:id/read', () => {
  it('marks the other person’s messages read, with a receipt to both, once', async () => {
    const { client, developer } = await pair();
    const first = await send(client, { receiverId: developer.user.id, content: 'One' });
    await send(client, { receiverId: developer.user.id, content: 'Two' });
    await send(developer, { receiverId: client.user.id, content: 'Mine' });
    const id = first.body.message.conversationId;
    const clientEventsBefore = (await storedEvents(t.db, client.user.id)).length;

    const marked = await developer.http.put(`/api/messages/conversation/${id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ conversationId: id, markedRead: 2, readAt: expect.any(String) });
    const rows = await messagesOf(id);
    expect(rows.map((m) => [m.content, m.readAt?.toISOString() ?? null])).toEqual([
      ['One', marked.body.readAt],
      ['Two', marked.body.readAt],
      ['Mine', null],
    ]);
    const receipt = { conversationId: id, readerId: developer.user.id, readAt: marked.body.readAt };
    const clientEvents = await storedEvents(t.db, client.user.id);
    expect(clientEvents.slice(clientEventsBefore)).toEqual([
      { seq: expect.any(Number), type: 'read', payload: receipt },
    ]);
    const developerEvents = await storedEvents(t.db, developer.user.id);
    expect(developerEvents.filter((event) => event.type === 'read').map((event) => event.payload)).toEqual([
      receipt,
    ]);

    // The list and the thread agree; the message notifications of this conversation are read too.
    const [summary] = await developer.trpc.messages.conversations.query();
    expect(summary?.unreadCount).toBe(0);
    const unread = await developer.trpc.notifications.unreadCount.query();
    expect(unread.unreadCount).toBe(0);
    expect((await client.trpc.messages.conversations.query())[0]?.unreadCount).toBe(1);

    const again = await developer.trpc.messages.markRead.mutate({ id });
    expect(again).toEqual({ conversationId: id, markedRead: 0, readAt: null });
    expect(await storedEvents(t.db, developer.user.id)).toEqual(developerEvents);
  });

  it('leaves the notifications of other conversations unread', async () => {
    const { client, developer } = await pair();
    const admin = await createMember(t, 'admin');
    const fromClient = await send(client, { receiverId: developer.user.id, content: 'From the client' });
    await send(admin, { receiverId: developer.user.id, content: 'From the admin' });
    await developer.trpc.messages.markRead.mutate({ id: fromClient.body.message.conversationId });
    const { notifications } = await developer.trpc.notifications.list.query();
    expect(notifications.map((n) => [n.message, n.isRead])).toEqual([
      ['From the admin', false],
      ['From the client', true],
    ]);
  });

  it('is for the two participants only (404)', async () => {
    const { client, developer } = await pair();
    const first = await send(client, { receiverId: developer.user.id, content: 'Private' });
    const id = first.body.message.conversationId;
    const outsider = await createMember(t, 'admin');
    const response = await outsider.http.put(`/api/messages/conversation/${id}/read`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(MESSAGE_MESSAGES.conversationNotFound);
    expect((await messagesOf(id))[0]?.readAt).toBeNull();
  });
});

describe('POST /api/messages/conversations (start a conversation)', () => {
  it('finds or makes the conversation, about a job or not, without announcing anything', async () => {
    const { client, developer } = await pair();
    const jobId = await insertJob(t.db, client.user.id);
    const before = await countRows(t.db);
    const general = await client.http.post('/api/messages/conversations', { userId: developer.user.id });
    expect(general.status).toBe(200);
    expect(general.body).toEqual({ conversationId: expect.any(Number) });
    const aboutJob = await client.trpc.messages.startConversation.mutate({
      userId: developer.user.id,
      jobId,
    });
    expect(aboutJob.conversationId).not.toBe(general.body.conversationId);
    const again = await client.trpc.messages.startConversation.mutate({ userId: developer.user.id, jobId });
    expect(again).toEqual(aboutJob);
    const after = await countRows(t.db);
    expect(after).toEqual({ ...before, conversations: before.conversations + 2 });

    const row = await t.db
      .selectFrom('conversations')
      .select(['jobId'])
      .where('id', '=', aboutJob.conversationId)
      .executeTakeFirstOrThrow();
    expect(row.jobId).toBe(jobId);
  });

  it('opens the pair’s latest conversation when no job is named', async () => {
    const { client, developer } = await pair();
    const jobId = await insertJob(t.db, client.user.id);
    const aboutJob = await send(client, { receiverId: developer.user.id, content: 'About the job', jobId });
    const started = await developer.trpc.messages.startConversation.mutate({ userId: client.user.id });
    expect(started.conversationId).toBe(aboutJob.body.message.conversationId);
  });

  it('validates its input', async () => {
    const client = await createMember(t, 'client');
    const response = await client.http.post('/api/messages/conversations', { userId: 'someone' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid id');
  });
});
