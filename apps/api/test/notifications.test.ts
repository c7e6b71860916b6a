import { createNotification, type NewNotification } from '@talanta/db';
import { ERROR_MESSAGES, NOTIFICATION_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { createMember, type Member, storedEvents } from './helpers/messaging';
import { trpcError } from './helpers/trpc';

const t = useTestApp();

const NOTIFICATION_KEYS = ['createdAt', 'id', 'isRead', 'link', 'message', 'title', 'type'];

/** Notifications as the real events write them, oldest first; returns their ids. */
async function notify(
  member: Member,
  count: number,
  fields: Partial<NewNotification> = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 1; index <= count; index++) {
    ids.push(
      await t.db.transaction().execute((trx) =>
        createNotification(trx, {
          userId: member.user.id,
          type: 'contract_update',
          title: `Update ${index}`,
          message: `Something happened (${index}).`,
          link: '/my-applications',
          ...fields,
        }),
      ),
    );
  }
  return ids;
}

async function readFlags(ids: number[]) {
  const rows = await t.db
    .selectFrom('notifications')
    .select(['id', 'isRead'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.isRead);
}

describe('GET /api/notifications', () => {
  it('lists the user’s own notifications, newest first, with the unread count in a header', async () => {
    const member = await createMember(t, 'developer');
    const other = await createMember(t, 'developer');
    const ids = await notify(member, 3);
    await notify(other, 2);

    const response = await member.http.get('/api/notifications');
    expect(response.status).toBe(200);
    expect(response.headers['x-unread-count']).toBe('3');
    expect(response.body.map((n: { id: number }) => n.id)).toEqual([...ids].reverse());
    expect(Object.keys(response.body[0]).sort()).toEqual(NOTIFICATION_KEYS);
    expect(response.body[0]).toEqual({
      id: ids[2],
      type: 'contract_update',
      title: 'Update 3',
      message: 'Something happened (3).',
      link: '/my-applications',
      isRead: false,
      createdAt: expect.any(String),
    });

    const viaTrpc = await member.trpc.notification.list.query();
    expect(viaTrpc).toEqual({ notifications: response.body, unreadCount: 3 });
  });

  it('shows at most `limit` (default 50) while counting every unread one', async () => {
    const member = await createMember(t, 'client');
    await notify(member, 53, { type: 'job_application' });
    const page = await member.trpc.notification.list.query();
    expect(page.notifications).toHaveLength(50);
    expect(page.unreadCount).toBe(53);
    const small = await member.http.get('/api/notifications?limit=2');
    expect(small.body).toHaveLength(2);
    expect(small.headers['x-unread-count']).toBe('53');
    expect((await member.http.get('/api/notifications?limit=101')).status).toBe(400);
  });

  it('includes the notification of a message received, linked to its conversation', async () => {
    const client = await createMember(t, 'client', { firstName: 'Sarah', lastName: 'Wanjiru' });
    const developer = await createMember(t, 'developer', { approved: true });
    const sent = await client.trpc.message.send.mutate({
      receiverId: developer.user.id,
      content: 'Can you start Monday?',
    });
    const { notifications, unreadCount } = await developer.trpc.notification.list.query();
    expect(unreadCount).toBe(1);
    expect(notifications).toEqual([
      {
        id: expect.any(Number),
        type: 'message',
        title: 'New message from Sarah Wanjiru',
        message: 'Can you start Monday?',
        link: `/messages?conversation=${sent.message.conversationId}`,
        isRead: false,
        createdAt: expect.any(String),
      },
    ]);
    expect((await client.trpc.notification.list.query()).notifications).toEqual([]);
  });
});

describe('GET /api/notifications/unread-count', () => {
  it('counts the user’s unread notifications only', async () => {
    const member = await createMember(t, 'admin');
    const other = await createMember(t, 'admin');
    const ids = await notify(member, 4);
    await notify(other, 1);
    await member.trpc.notification.markRead.mutate({ id: ids[0] as number });
    const response = await member.http.get('/api/notifications/unread-count');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ unreadCount: 3 });
    expect(await other.trpc.notification.unreadCount.query()).toEqual({ unreadCount: 1 });
  });
});

describe('PUT /api/notifications/:id/read', () => {
  it('marks one of the user’s own read, answers with it, and tells the user’s other tabs', async () => {
    const member = await createMember(t, 'client');
    const ids = await notify(member, 2);
    const eventsBefore = (await storedEvents(t.db, member.user.id)).length;

    const response = await member.http.put(`/api/notifications/${ids[0]}/read`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: ids[0], isRead: true, title: 'Update 1' });
    expect(await readFlags(ids)).toEqual([true, false]);
    const events = await storedEvents(t.db, member.user.id);
    expect(events.slice(eventsBefore)).toEqual([
      { seq: expect.any(Number), type: 'notification_read', payload: { notificationIds: [ids[0]] } },
    ]);

    // Again: still 200, nothing changes, nothing is announced.
    const again = await member.trpc.notification.markRead.mutate({ id: ids[0] as number });
    expect(again.isRead).toBe(true);
    expect(await storedEvents(t.db, member.user.id)).toEqual(events);
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const owner = await createMember(t, 'developer');
    const intruder = await createMember(t, 'developer');
    const [id] = await notify(owner, 1);
    const response = await intruder.http.put(`/api/notifications/${id}/read`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: NOTIFICATION_MESSAGES.notFound, code: 'NOT_FOUND' });
    const viaTrpc = await trpcError(intruder.trpc.notification.markRead.mutate({ id: id as number }));
    expect(viaTrpc.data?.code).toBe('NOT_FOUND');
    expect(await readFlags([id as number])).toEqual([false]);
    expect(await storedEvents(t.db, intruder.user.id)).toEqual([]);

    const missing = await owner.http.put('/api/notifications/999999/read');
    expect(missing.status).toBe(404);
    expect((await owner.http.put('/api/notifications/first/read')).status).toBe(400);
  });
});

describe('PUT /api/notifications/mark-all-read', () => {
  it('marks all the user’s unread notifications read, announcing each once, and no one else’s', async () => {
    const member = await createMember(t, 'developer');
    const other = await createMember(t, 'developer');
    const ids = await notify(member, 3);
    const othersIds = await notify(other, 2);
    await member.trpc.notification.markRead.mutate({ id: ids[1] as number });

    const response = await member.http.put('/api/notifications/mark-all-read');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ markedRead: 2 });
    expect(await readFlags(ids)).toEqual([true, true, true]);
    expect(await readFlags(othersIds)).toEqual([false, false]);
    const reads = (await storedEvents(t.db, member.user.id)).filter(
      (event) => event.type === 'notification_read',
    );
    expect(reads.map((event) => event.payload)).toEqual([
      { notificationIds: [ids[1]] },
      { notificationIds: [ids[0], ids[2]] },
    ]);

    expect(await member.trpc.notification.markAllRead.mutate()).toEqual({ markedRead: 0 });
    expect(await member.trpc.notification.unreadCount.query()).toEqual({ unreadCount: 0 });
    expect(await other.trpc.notification.unreadCount.query()).toEqual({ unreadCount: 2 });
  });
});

describe('PUT /api/notifications/mark-subject-read', () => {
  it('reads the user’s notices that lead to one job, contract or invoice page, and nothing else', async () => {
    const member = await createMember(t, 'client');
    const other = await createMember(t, 'client');
    const invoice = await notify(member, 2, { link: '/invoices/41' });
    const elsewhere = [
      ...(await notify(member, 1, { link: '/invoices/410' })),
      ...(await notify(member, 1, { link: '/contracts/41' })),
    ];
    const othersIds = await notify(other, 1, { link: '/invoices/41' });

    const response = await member.http.put('/api/notifications/mark-subject-read', {
      subject: 'invoice',
      id: 41,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ markedRead: 2 });
    expect(await readFlags(invoice)).toEqual([true, true]);
    expect(await readFlags(elsewhere)).toEqual([false, false]);
    expect(await readFlags(othersIds)).toEqual([false]);
    expect(await member.trpc.notification.markSubjectRead.mutate({ subject: 'contract', id: 41 })).toEqual({
      markedRead: 1,
    });
    const wrong = await member.http.put('/api/notifications/mark-subject-read', { subject: 'offer', id: 41 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(NOTIFICATION_MESSAGES.subject);
  });
});

describe('access', () => {
  it('answers 401 to visitors on every notification path', async () => {
    const visitor = t.http();
    const calls = [
      visitor.get('/api/notifications'),
      visitor.get('/api/notifications/unread-count'),
      visitor.put('/api/notifications/1/read'),
      visitor.put('/api/notifications/mark-all-read'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: ERROR_MESSAGES.notSignedIn, code: 'UNAUTHORIZED' });
    }
    const error = await trpcError((await t.trpc()).client.notification.list.query());
    expect(error.data?.code).toBe('UNAUTHORIZED');
  });
});
