import { TIME_ZONE_MESSAGE } from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueInterviewReminders } from '../src/mail/interview-reminders';
import { createTestApp, useTestApp } from './helpers/app';
import { eventValue, parseIcs } from './helpers/ics';
import {
  emailsTo,
  type InterviewWorld,
  interviewWorld,
  proposeInterview,
  slotIn,
  slotsBody,
} from './helpers/interviews';
import { applyTo, postJob, signedInActor } from './helpers/jobs';
import { SmtpSink } from './helpers/smtp-sink.mjs';

const t = useTestApp();
const HOUR_MS = 60 * 60_000;
const ORIGIN = 'https://talanta.example';

/** A proposed interview the developer accepted, starting `hours` from now. */
async function scheduledInterview(world: InterviewWorld, hours: number) {
  const slot = slotIn(hours);
  const interview = await proposeInterview(world.client, world.applicationId, { slots: slotsBody(slot) });
  const accepted = await world.developer.http.put(`/api/interviews/${interview.id}/accept`, {
    slotId: interview.slots[0].id,
  });
  expect(accepted.status).toBe(200);
  return { id: interview.id as number, startsAt: new Date(slot.instant) };
}

const reminderEmails = async (address: string) =>
  (await emailsTo(t.db, address)).filter((email) => email.subject.startsWith('Reminder:'));

describe('reminders 24 hours and 1 hour before', () => {
  let world: InterviewWorld;
  let startsAt: Date;
  beforeAll(async () => {
    world = await interviewWorld(t);
    ({ startsAt } = await scheduledInterview(world, 72));
  });
  const at = (hoursBefore: number) => new Date(startsAt.getTime() - hoursBefore * HOUR_MS);

  it('sends nothing before the 24-hour mark', async () => {
    expect(await sendDueInterviewReminders(t.db, { now: at(25), origin: ORIGIN })).toBe(0);
    expect(await reminderEmails(world.developer.email)).toEqual([]);
  });

  it('sends the 24-hour reminder to both participants once, however many sweeps run', async () => {
    const sweeps = await Promise.all(
      [at(23.9), at(23.5), at(2)].map((now) => sendDueInterviewReminders(t.db, { now, origin: ORIGIN })),
    );
    expect(sweeps.reduce((sum, claimed) => sum + claimed, 0)).toBe(1);
    expect(await sendDueInterviewReminders(t.db, { now: at(20), origin: ORIGIN })).toBe(0);
    for (const address of [world.developer.email, world.client.email]) {
      const emails = await reminderEmails(address);
      expect(emails).toHaveLength(1);
      expect(emails[0]?.bodyText).toContain(`${ORIGIN}/interviews`);
      const ics = parseIcs(emails[0]!.attachments![0]!.content);
      expect(eventValue(ics, 'STATUS')).toBe('CONFIRMED');
    }
  });

  it('sends the 1-hour reminder once, and nothing once the interview has started', async () => {
    expect(await sendDueInterviewReminders(t.db, { now: at(0.5), origin: ORIGIN })).toBe(1);
    expect(await sendDueInterviewReminders(t.db, { now: at(0.25), origin: ORIGIN })).toBe(0);
    expect(await sendDueInterviewReminders(t.db, { now: at(-0.1), origin: ORIGIN })).toBe(0);
    expect(await reminderEmails(world.developer.email)).toHaveLength(2);
    expect(await reminderEmails(world.client.email)).toHaveLength(2);
  });

  it('sends no reminder of a cancelled interview', async () => {
    const other = await interviewWorld(t);
    const interview = await scheduledInterview(other, 72);
    await other.client.http.put(`/api/interviews/${interview.id}/cancel`, {});
    const now = new Date(interview.startsAt.getTime() - 0.5 * HOUR_MS);
    await sendDueInterviewReminders(t.db, { now, origin: ORIGIN });
    expect(await reminderEmails(other.developer.email)).toEqual([]);
  });
});

describe('time zones', () => {
  it('starts at UTC, is set through the account update, shows in auth.me and the interview list', async () => {
    const world = await interviewWorld(t);
    expect((await world.developer.http.get('/api/auth/me')).body.timeZone).toBe('UTC');
    const account = { firstName: 'Priya', lastName: 'Sharma', email: world.developer.email };
    const bad = await world.developer.http.put('/api/auth/user', { ...account, timeZone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(TIME_ZONE_MESSAGE);
    const saved = await world.developer.http.put('/api/auth/user', { ...account, timeZone: 'Asia/Kolkata' });
    expect(saved.status).toBe(200);
    expect(saved.body.timeZone).toBe('Asia/Kolkata');
    await world.client.http.put('/api/auth/user', {
      firstName: 'Sarah',
      lastName: 'Collins',
      email: world.client.email,
      timeZone: 'Africa/Nairobi',
    });
    expect((await world.developer.http.get('/api/auth/me')).body.timeZone).toBe('Asia/Kolkata');
    const keptZone = await world.developer.http.put('/api/auth/user', account);
    expect(keptZone.body.timeZone).toBe('Asia/Kolkata');

    await proposeInterview(world.client, world.applicationId, { slots: slotsBody(slotIn(40)) });
    const [asDeveloper] = (await world.developer.http.get('/api/interviews')).body;
    expect(asDeveloper).toMatchObject({
      otherParty: 'client',
      viewerTimeZone: 'Asia/Kolkata',
      client: { firstName: 'Sarah', timeZone: 'Africa/Nairobi' },
      developer: { firstName: 'Priya', timeZone: 'Asia/Kolkata' },
    });
    const [asClient] = (await world.client.http.get('/api/interviews')).body;
    expect(asClient).toMatchObject({ otherParty: 'developer', viewerTimeZone: 'Africa/Nairobi' });
    const [email] = await emailsTo(t.db, world.developer.email);
    expect(email?.bodyText).toContain('(Asia/Kolkata)');
  });

  it('lists upcoming interviews first, soonest first, then the rest', async () => {
    const world = await interviewWorld(t);
    const later = await scheduledInterview(world, 90);
    // The same developer applied to another client's job: two interviews in one list.
    const otherClient = await signedInActor(t, 'client');
    const job = await postJob(otherClient);
    const application = await applyTo(world.developer, job.id);
    const sooner = await proposeInterview(otherClient, application.id, { slots: slotsBody(slotIn(20)) });
    await otherClient.http.put(`/api/interviews/${sooner.id}/cancel`, {});
    const third = await proposeInterview(otherClient, application.id, { slots: slotsBody(slotIn(30)) });
    const list = (await world.developer.http.get('/api/interviews')).body;
    expect(list.map((interview: { id: number }) => interview.id)).toEqual([third.id, later.id, sooner.id]);
  });
});

describe('delivery over SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await SmtpSink.start();
  });
  afterAll(async () => {
    await sink?.close();
  });

  it('sends the .ics as a text/calendar attachment', async () => {
    const smtpApp = await createTestApp({ env: { SMTP_URL: sink.url }, database: t.database });
    try {
      // Through the SMTP app only, so no other app's mailer takes the email first.
      const world = await interviewWorld(smtpApp);
      await proposeInterview(world.client, world.applicationId, { slots: slotsBody(slotIn(40)) });
      await smtpApp.app.services.jobs.runDue();
      const message = sink.messages.find((received) =>
        received.recipients.includes(`<${world.developer.email}>`),
      );
      expect(message?.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(message?.data).toMatch(/filename=interview\.ics/);
    } finally {
      await smtpApp.close();
    }
  });
});
