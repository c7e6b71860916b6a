import { MESSAGE_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import {
  conversationsOf,
  createMember,
  insertJob,
  MESSAGE_KEYS,
  send,
  storedEvents,
} from './helpers/messaging';
import { trpcError } from './helpers/trpc';

/** Reading conversations: the list, one thread, and marking it read. */

const t = useTestApp();

const { pair, messagesOf } = conversationsOf(t);

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
    const started = await client.trpc.message.startConversation.mutate({ userId: second.user.id, jobId });
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

    const developerView = await developer.trpc.message.listConversations.query();
    expect(developerView).toHaveLength(1);
    expect(developerView[0]).toMatchObject({
      id: brian.id,
      otherUser: { id: client.user.id, firstName: 'Sarah', lastName: 'Wanjiru', role: 'client' },
      unreadCount: 2,
    });
    expect(await second.trpc.message.listConversations.query()).toMatchObject([
      { id: started.conversationId },
    ]);
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
    expect(await client.trpc.message.listConversations.query({ search: 'iyer' })).toMatchObject([
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
      const viaTrpc = await trpcError(outsider.trpc.message.getConversation.query({ id }));
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
    const conversationId = (await client.trpc.message.listConversations.query())[0]?.id as number;
    const latest = await client.trpc.message.getConversation.query({ id: conversationId, limit: 2 });
    expect(latest.messages.map((m) => m.content)).toEqual(['m4', 'm5']);
    expect(latest.hasOlder).toBe(true);
    const older = await client.http.get(
      `/api/messages/conversation/${conversationId}?limit=2&before=${ids[3]}`,
    );
    expect(older.body.messages.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3']);
    expect(older.body.hasOlder).toBe(true);
    const oldest = await client.trpc.message.getConversation.query({
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
    const [summary] = await developer.trpc.message.listConversations.query();
    expect(summary?.unreadCount).toBe(0);
    const unread = await developer.trpc.notification.unreadCount.query();
    expect(unread.unreadCount).toBe(0);
    expect((await client.trpc.message.listConversations.query())[0]?.unreadCount).toBe(1);

    const again = await developer.trpc.message.markConversationRead.mutate({ id });
    expect(again).toEqual({ conversationId: id, markedRead: 0, readAt: null });
    expect(await storedEvents(t.db, developer.user.id)).toEqual(developerEvents);
  });

  it('leaves the notifications of other conversations unread', async () => {
    const { client, developer } = await pair();
    const admin = await createMember(t, 'admin');
    const fromClient = await send(client, { receiverId: developer.user.id, content: 'From the client' });
    await send(admin, { receiverId: developer.user.id, content: 'From the admin' });
    await developer.trpc.message.markConversationRead.mutate({ id: fromClient.body.message.conversationId });
    const { notifications } = await developer.trpc.notification.list.query();
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
