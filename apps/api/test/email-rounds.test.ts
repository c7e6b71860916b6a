import { describe, expect, it } from 'vitest';
import { digestPeriodStart, EmailDigests } from '../src/mail/email-digests';
import { queueEmail } from '../src/mail/queue-email';
import { UnreadMessageEmails } from '../src/mail/unread-message-emails';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { conversationsOf, type Member, send } from './helpers/messaging';

/**
 * Unread-message emails and digests (issue 15): the periodic rounds driven with a clock, over the
 * REST and tRPC clients on a real database, with a second app on the same database as a second
 * API process.
 */
const t = useTestApp();
const people = conversationsOf(t);
const MINUTE = 60_000;
const DAY = 86_400_000;
const ORIGIN = 'https://talanta.test';

function messageRound(app: TestApp = t) {
  return new UnreadMessageEmails(app.db, { delayMinutes: 15, origin: ORIGIN });
}

function digestRound(app: TestApp = t) {
  return new EmailDigests(app.db, { origin: ORIGIN });
}

/** A time `minutes` from the real now (messages are stored with the database's clock). */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

function emailsTo(userId: number) {
  return t.db
    .selectFrom('emailOutbox')
    .select(['id', 'toAddress', 'kind', 'subject', 'bodyText', 'bodyHtml', 'listUnsubscribeUrl'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

function heldFor(userId: number) {
  return t.db
    .selectFrom('emailDigestItems')
    .select(['kind', 'frequency', 'subject', 'summary', 'link'])
    .where('userId', '=', userId)
    .execute();
}

async function say(from: Member, to: Member, content: string): Promise<number> {
  const response = await send(from, { receiverId: to.user.id, content });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.message.conversationId;
}

describe('unread-message emails', () => {
  it('emails a message left unread past the delay, not before', async () => {
    const { client, developer } = await people.pair();
    const conversationId = await say(client, developer, 'Habari Brian, are you free on Thursday for a call?');
    await t.db
      .updateTable('users')
      .set({ timeZone: 'Africa/Nairobi' })
      .where('id', '=', developer.user.id)
      .execute();
    const round = messageRound();

    expect(await round.sendDue(inMinutes(14))).toBe(0);
    expect(await emailsTo(developer.user.id)).toEqual([]);

    expect(await round.sendDue(inMinutes(16))).toBe(1);
    const [email, ...more] = await emailsTo(developer.user.id);
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      toAddress: developer.user.email,
      kind: 'message',
      subject: 'You have an unread message from Sarah Wanjiru',
    });
    expect(email?.bodyText).toContain('Sarah Wanjiru sent you an unread message on Talanta:');
    expect(email?.bodyText).toContain('Habari Brian, are you free on Thursday for a call?');
    // When it was sent, in the recipient's own zone.
    expect(email?.bodyText).toMatch(
      /Sarah Wanjiru, \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Africa\/Nairobi\): Habari/,
    );
    expect(email?.bodyText).toContain(`${ORIGIN}/messages?conversation=${conversationId}`);
    expect(email?.bodyHtml).toContain(`/messages?conversation=${conversationId}`);
    expect(email?.listUnsubscribeUrl).toContain('/api/email/unsubscribe?token=');
    // The sender got nothing: the message was theirs.
    expect(await emailsTo(client.user.id)).toEqual([]);
    // Nothing new since: no second email, however late.
    expect(await round.sendDue(inMinutes(300))).toBe(0);
  });

  it('does not email messages read in time', async () => {
    const { client, developer } = await people.pair();
    const conversationId = await say(client, developer, 'Did you see the updated brief?');
    const read = await developer.http.put(`/api/messages/conversation/${conversationId}/read`, {});
    expect(read.status).toBe(200);
    expect(await messageRound().sendDue(inMinutes(30))).toBe(0);
    expect(await emailsTo(developer.user.id)).toEqual([]);
  });

  it('batches what arrived since the last email, at most one an hour per conversation', async () => {
    const { client, developer } = await people.pair();
    const round = messageRound();
    // The client opens the conversation over REST (the developer reads it); the developer answers over tRPC.
    const conversationId = await say(client, developer, 'When could you start?');
    await developer.trpc.message.markConversationRead.mutate({ id: conversationId });
    await developer.trpc.message.send.mutate({
      conversationId,
      receiverId: client.user.id,
      content: 'I can start on Monday.',
    });
    expect(await round.sendDue(inMinutes(16))).toBe(1);

    await developer.trpc.message.send.mutate({
      conversationId,
      receiverId: client.user.id,
      content: 'Also: my rate is negotiable for a longer contract.',
    });
    const long = `Here is my plan. ${'Ship the payouts service in small steps, '.repeat(8)}and test it.`;
    await developer.trpc.message.send.mutate({
      conversationId,
      receiverId: client.user.id,
      content: long,
    });
    // Past the delay of the new messages but within the hour of the first email: nothing.
    expect(await round.sendDue(inMinutes(16 + 20))).toBe(0);
    expect(await emailsTo(client.user.id)).toHaveLength(1);

    expect(await round.sendDue(inMinutes(16 + 61))).toBe(1);
    const emails = await emailsTo(client.user.id);
    expect(emails.map((email) => email.subject)).toEqual([
      'You have an unread message from Brian Otieno',
      'You have 2 unread messages from Brian Otieno',
    ]);
    const second = emails[1]?.bodyText ?? '';
    expect(second).toContain('my rate is negotiable');
    expect(second).not.toContain('I can start on Monday.');
    // A long message is cut to an excerpt at a word boundary.
    expect(second).toContain('Here is my plan. Ship the payouts service');
    expect(second).toContain('…');
    expect(second).not.toContain('and test it.');
    expect(second).toContain(`/messages?conversation=${conversationId}`);
    expect(await round.sendDue(inMinutes(16 + 200))).toBe(0);
  });

  it('sends nothing for a conversation whose messages the recipient turned off', async () => {
    const { client, developer } = await people.pair();
    const off = await developer.http.put('/api/account/email-preferences', {
      kind: 'message',
      emailEnabled: false,
      digest: 'off',
    });
    expect(off.status).toBe(200);
    await say(client, developer, 'Are you still available?');
    expect(await messageRound().sendDue(inMinutes(16))).toBe(0);
    expect(await emailsTo(developer.user.id)).toEqual([]);
    expect(await heldFor(developer.user.id)).toEqual([]);
  });

  it('emails once when two API processes run the round together', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const { client, developer } = await people.pair();
      await say(client, developer, 'One email, please.');
      await say(client, developer, 'Just one.');
      const now = inMinutes(16);
      const counts = await Promise.all([messageRound().sendDue(now), messageRound(second).sendDue(now)]);
      expect(counts[0] + counts[1]).toBe(1);
      const emails = await emailsTo(developer.user.id);
      expect(emails.map((email) => email.subject)).toEqual(['You have 2 unread messages from Sarah Wanjiru']);
    } finally {
      await second.close();
    }
  });

  it('runs as the app runner’s scheduled job with the real clock', async () => {
    const { client, developer } = await people.pair();
    const conversationId = await say(client, developer, 'Too fresh to email.');
    await t.app.services.jobs.runDue({ schedules: true });
    const [job] = await t.db
      .selectFrom('backgroundJobs')
      .select(['state'])
      .where('name', '=', 'unread-message-emails')
      .execute();
    expect(job).toEqual({ state: 'done' });
    expect(await emailsTo(developer.user.id)).toEqual([]);
    await developer.http.put(`/api/messages/conversation/${conversationId}/read`, {});
  });
});

describe('digests', () => {
  it('holds a digest kind, then sends one daily digest once the day is over', async () => {
    const { client, developer } = await people.pair();
    const saved = await developer.trpc.emailPreference.update.mutate({
      kind: 'message',
      emailEnabled: true,
      digest: 'daily',
    });
    expect(saved.digest).toBe('daily');
    const conversationId = await say(client, developer, 'Can we move the interview to Friday?');

    // The unread message is held for the digest instead of emailed.
    await messageRound().sendDue(inMinutes(16));
    expect(await emailsTo(developer.user.id)).toEqual([]);
    const held = await heldFor(developer.user.id);
    expect(held).toEqual([
      {
        kind: 'message',
        frequency: 'daily',
        subject: 'You have an unread message from Sarah Wanjiru',
        summary: '1 from Sarah Wanjiru: Can we move the interview to Friday?',
        link: `${ORIGIN}/messages?conversation=${conversationId}`,
      },
    ]);

    const digests = digestRound();
    // The day is not over: nothing yet.
    await digests.sendDueDigests(new Date());
    expect(await emailsTo(developer.user.id)).toEqual([]);

    const tomorrow = new Date(Date.now() + DAY);
    const other = await createTestApp({ database: t.database });
    try {
      // Two processes sweep at once: one digest.
      await Promise.all([digests.sendDueDigests(tomorrow), digestRound(other).sendDueDigests(tomorrow)]);
    } finally {
      await other.close();
    }
    await digests.sendDueDigests(tomorrow);
    const [digest, ...more] = await emailsTo(developer.user.id);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({
      kind: 'digest',
      toAddress: developer.user.email,
      subject: 'Your daily Talanta digest: 1 update',
      listUnsubscribeUrl: null,
    });
    expect(digest?.bodyText).toContain('Unread messages');
    expect(digest?.bodyText).toContain(
      [
        '- You have an unread message from Sarah Wanjiru',
        '  1 from Sarah Wanjiru: Can we move the interview to Friday?',
        `  ${ORIGIN}/messages?conversation=${conversationId}`,
      ].join('\n'),
    );
    // In HTML each update is a link titled by its subject; the period ends in the recipient's zone.
    expect(digest?.bodyHtml).toContain(`href="${ORIGIN}/messages?conversation=${conversationId}"`);
    expect(digest?.bodyText).toMatch(/gathered until .+ \(UTC\):/);
    expect(digest?.bodyText).toContain(`${ORIGIN}/profile#email-preferences`);
    expect(await heldFor(developer.user.id)).toEqual([]);
    const claims = await t.db
      .selectFrom('emailDigests')
      .select(['frequency', 'itemCount'])
      .where('userId', '=', developer.user.id)
      .execute();
    expect(claims).toEqual([{ frequency: 'daily', itemCount: 1 }]);
  });

  it('holds weekly kinds until the ISO week is over, and never holds security emails', async () => {
    const { developer } = await people.pair();
    await developer.http.put('/api/account/email-preferences', {
      kind: 'interview',
      emailEnabled: true,
      digest: 'weekly',
    });
    // A preference row for security cannot be made over the API; even one in the table is ignored.
    await t.db
      .insertInto('emailPreferences')
      .values({ userId: developer.user.id, kind: 'security', emailEnabled: false, digest: 'weekly' })
      .execute();
    await t.db.transaction().execute(async (trx) => {
      const content = {
        to: developer.user.email,
        userId: developer.user.id,
        preview: 'Preview',
        greeting: 'Hello Brian,',
        blocks: [{ action: { label: 'Open', url: `${ORIGIN}/interviews` } }],
      };
      await queueEmail(trx, { ...content, kind: 'interview', subject: 'Interview confirmed' }, ORIGIN);
      await queueEmail(trx, { ...content, kind: 'security', subject: 'Your password was changed' }, ORIGIN);
    });
    expect((await emailsTo(developer.user.id)).map((email) => email.subject)).toEqual([
      'Your password was changed',
    ]);
    expect(await heldFor(developer.user.id)).toMatchObject([
      { kind: 'interview', frequency: 'weekly', summary: 'Preview', link: `${ORIGIN}/interviews` },
    ]);

    const nextMonday = digestPeriodStart('weekly', new Date(Date.now() + 7 * DAY));
    await digestRound().sendDueDigests(new Date(nextMonday.getTime() - MINUTE));
    expect(await emailsTo(developer.user.id)).toHaveLength(1);
    await digestRound().sendDueDigests(nextMonday);
    const subjects = (await emailsTo(developer.user.id)).map((email) => email.subject);
    expect(subjects).toEqual(['Your password was changed', 'Your weekly Talanta digest: 1 update']);
  });

  it('drops held items of a kind turned off before the digest', async () => {
    const { developer } = await people.pair();
    await developer.http.put('/api/account/email-preferences', {
      kind: 'contract',
      emailEnabled: true,
      digest: 'daily',
    });
    await t.db.transaction().execute((trx) =>
      queueEmail(
        trx,
        {
          kind: 'contract',
          to: developer.user.email,
          userId: developer.user.id,
          subject: 'Offer received',
          preview: 'An offer for the payouts job',
          greeting: 'Hello Brian,',
          blocks: [],
        },
        ORIGIN,
      ),
    );
    await developer.http.put('/api/account/email-preferences', {
      kind: 'contract',
      emailEnabled: false,
      digest: 'daily',
    });
    await digestRound().sendDueDigests(new Date(Date.now() + DAY));
    expect(await emailsTo(developer.user.id)).toEqual([]);
    expect(await heldFor(developer.user.id)).toEqual([]);
  });

  it('starts periods on the UTC day and the ISO week’s Monday', () => {
    const thursday = new Date('2026-11-26T23:30:00Z');
    expect(digestPeriodStart('daily', thursday).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(digestPeriodStart('weekly', thursday).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(digestPeriodStart('weekly', new Date('2026-11-29T12:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(digestPeriodStart('weekly', new Date('2026-11-30T00:00:00Z')).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });
});
