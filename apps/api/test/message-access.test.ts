import { ERROR_MESSAGES, MESSAGE_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import {
  conversationsOf,
  countRows,
  createMember,
  insertApplicationRow,
  insertJob,
  type Member,
  send,
} from './helpers/messaging';
import { trpcError } from './helpers/trpc';

/** Who may message whom, and starting a conversation. */

const t = useTestApp();

const { pair } = conversationsOf(t);

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
    const refused = await trpcError(from.trpc.message.startConversation.mutate({ userId: to.user.id }));
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
      client.trpc.message.startConversation.mutate({ userId: developer.user.id }),
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

describe('POST /api/messages/conversations (start a conversation)', () => {
  it('finds or makes the conversation, about a job or not, without announcing anything', async () => {
    const { client, developer } = await pair();
    const jobId = await insertJob(t.db, client.user.id);
    const before = await countRows(t.db);
    const general = await client.http.post('/api/messages/conversations', { userId: developer.user.id });
    expect(general.status).toBe(200);
    expect(general.body).toEqual({ conversationId: expect.any(Number) });
    const aboutJob = await client.trpc.message.startConversation.mutate({
      userId: developer.user.id,
      jobId,
    });
    expect(aboutJob.conversationId).not.toBe(general.body.conversationId);
    const again = await client.trpc.message.startConversation.mutate({ userId: developer.user.id, jobId });
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
    const started = await developer.trpc.message.startConversation.mutate({ userId: client.user.id });
    expect(started.conversationId).toBe(aboutJob.body.message.conversationId);
  });

  it('validates its input', async () => {
    const client = await createMember(t, 'client');
    const response = await client.http.post('/api/messages/conversations', { userId: 'someone' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid id');
  });
});
