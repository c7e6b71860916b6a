import { INTERVIEW_MESSAGES } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { eventValue, icsTime, parseIcs } from './helpers/ics';
import {
  emailsTo,
  type InterviewWorld,
  icsOf,
  interviewWorld,
  notificationsOf,
  proposeInterview,
  slotIn,
  slotsBody,
} from './helpers/interviews';
import { signedInActor, trpcAs } from './helpers/jobs';
import { trpcError } from './helpers/trpc';

const t = useTestApp();

describe('proposing an interview', () => {
  let world: InterviewWorld;
  beforeAll(async () => {
    world = await interviewWorld(t);
  });

  it('refuses slots that break the rules, with the rule’s message', async () => {
    const url = `/api/applications/${world.applicationId}/interviews`;
    const cases: [unknown, string][] = [
      [[], INTERVIEW_MESSAGES.slots],
      [slotsBody(slotIn(24), slotIn(25), slotIn(26), slotIn(27)), INTERVIEW_MESSAGES.slots],
      [[{ startsAt: '2031-01-15T14:00:00', durationMinutes: 30 }], INTERVIEW_MESSAGES.startsAt],
      [slotsBody(slotIn(24, 10)), INTERVIEW_MESSAGES.duration],
      [slotsBody(slotIn(24, 241)), INTERVIEW_MESSAGES.duration],
      [slotsBody(slotIn(24, 60), slotIn(24.5)), INTERVIEW_MESSAGES.overlap],
      [slotsBody(slotIn(-1)), INTERVIEW_MESSAGES.past],
    ];
    for (const [slots, message] of cases) {
      const response = await world.client.http.post(url, { slots });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const insecure = await world.client.http.post(url, {
      slots: slotsBody(slotIn(24)),
      meetingUrl: 'http://meet.example.com/x',
    });
    expect(insecure.body.message).toBe(INTERVIEW_MESSAGES.meetingUrl);
    const stored = await t.db.selectFrom('interviews').select('id').execute();
    expect(stored).toEqual([]);
  });

  it('creates it (201), moves the application to interview, notifies and emails the developer', async () => {
    const first = slotIn(48, 45);
    const second = slotIn(48.75);
    const interview = await proposeInterview(world.client, world.applicationId, {
      slots: slotsBody(first, second),
      meetingUrl: 'https://meet.example.com/abc',
      note: 'A 45-minute technical chat',
    });
    expect(interview).toMatchObject({
      status: 'proposed',
      applicationId: world.applicationId,
      job: { id: world.jobId },
      otherParty: 'developer',
      meetingUrl: 'https://meet.example.com/abc',
      sequence: 0,
      scheduledSlotId: null,
    });
    expect(interview.slots.map((slot: { startsAt: string }) => slot.startsAt)).toEqual([
      first.instant,
      second.instant,
    ]);
    const application = await t.db
      .selectFrom('jobApplications')
      .select('status')
      .where('id', '=', world.applicationId)
      .executeTakeFirstOrThrow();
    expect(application.status).toBe('interview');
    const [notice] = await notificationsOf(t.db, world.developer.user.id);
    expect(notice).toMatchObject({ title: 'Interview proposed', link: '/interviews' });

    const [email] = await emailsTo(t.db, world.developer.email);
    expect(email?.subject).toMatch(/^Interview proposed: /);
    const file = icsOf(email!);
    expect(file.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const ics = parseIcs(file.content);
    expect(ics.calendar.get('METHOD')?.value).toBe('REQUEST');
    expect(eventValue(ics, 'UID')).toBe(`interview-${interview.id}@talanta`);
    expect(eventValue(ics, 'SEQUENCE')).toBe('0');
    expect(eventValue(ics, 'STATUS')).toBe('TENTATIVE');
    expect(icsTime(eventValue(ics, 'DTSTART'))).toBe(first.instant);
    expect(eventValue(ics, 'DESCRIPTION')).toContain('A 45-minute technical chat');
  });

  it('arranges one interview at a time (409)', async () => {
    const response = await world.client.http.post(`/api/applications/${world.applicationId}/interviews`, {
      slots: slotsBody(slotIn(72)),
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(INTERVIEW_MESSAGES.alreadyOpen);
  });

  it('is for the job’s client only: another client 403, a developer 403, a visitor 401', async () => {
    const url = `/api/applications/${world.applicationId}/interviews`;
    const body = { slots: slotsBody(slotIn(96)) };
    const otherClient = await signedInActor(t, 'client');
    expect((await otherClient.http.post(url, body)).status).toBe(403);
    expect((await world.developer.http.post(url, body)).status).toBe(403);
    expect((await t.http().post(url, body)).status).toBe(401);
  });
});

describe('answering, rescheduling and cancelling', () => {
  let world: InterviewWorld;
  let interviewId: number;
  let slotIds: number[];
  const chosen = slotIn(30, 60);
  beforeAll(async () => {
    world = await interviewWorld(t);
    const interview = await proposeInterview(world.client, world.applicationId, {
      slots: slotsBody(chosen, slotIn(50)),
    });
    interviewId = interview.id;
    slotIds = interview.slots.map((slot: { id: number }) => slot.id);
  });

  it('lets only participants near it: strangers get 404, the wrong side 403', async () => {
    const otherDeveloper = await signedInActor(t, 'developer');
    const otherClient = await signedInActor(t, 'client');
    const admin = await signedInActor(t, 'admin');
    const accept = `/api/interviews/${interviewId}/accept`;
    expect((await otherDeveloper.http.put(accept, { slotId: slotIds[0] })).status).toBe(404);
    expect((await world.client.http.put(accept, { slotId: slotIds[0] })).status).toBe(403);
    const reschedule = `/api/interviews/${interviewId}/reschedule`;
    expect((await otherClient.http.put(reschedule, { slots: slotsBody(slotIn(60)) })).status).toBe(404);
    expect((await world.developer.http.put(reschedule, { slots: slotsBody(slotIn(60)) })).status).toBe(403);
    expect((await admin.http.put(`/api/interviews/${interviewId}/cancel`, {})).status).toBe(404);
    expect((await otherClient.http.get(`/api/interviews/${interviewId}/calendar.ics`)).status).toBe(404);
    expect((await otherClient.http.get('/api/interviews')).body).toEqual([]);
    const row = await t.db
      .selectFrom('interviews')
      .select(['status', 'sequence'])
      .where('id', '=', interviewId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'proposed', sequence: 0 });
  });

  it('the developer accepts a slot over tRPC; the client is told with a confirmed event', async () => {
    const trpc = await trpcAs(t, world.developer);
    const foreign = await trpcError(
      trpc.client.interview.accept.mutate({ id: interviewId, slotId: 999_999 }),
    );
    expect(foreign.message).toBe(INTERVIEW_MESSAGES.slotId);
    const interview = await trpc.client.interview.accept.mutate({ id: interviewId, slotId: slotIds[0]! });
    expect(interview).toMatchObject({ status: 'scheduled', scheduledSlotId: slotIds[0], sequence: 1 });
    const again = await trpcError(
      trpc.client.interview.accept.mutate({ id: interviewId, slotId: slotIds[1]! }),
    );
    expect(again.data?.httpStatus).toBe(409);
    expect((await trpc.client.dashboard.developerStats.query()).upcomingInterviews).toBe(1);
    expect((await world.client.http.get('/api/client/stats')).body.upcomingInterviews).toBe(1);

    const [notice] = await notificationsOf(t.db, world.client.user.id);
    expect(notice?.title).toBe('Interview scheduled');
    const email = (await emailsTo(t.db, world.client.email)).at(-1)!;
    const ics = parseIcs(icsOf(email).content);
    expect(ics.calendar.get('METHOD')?.value).toBe('REQUEST');
    expect(eventValue(ics, 'STATUS')).toBe('CONFIRMED');
    expect(eventValue(ics, 'SEQUENCE')).toBe('1');
    expect(icsTime(eventValue(ics, 'DTSTART'))).toBe(chosen.instant);
    expect(icsTime(eventValue(ics, 'DTEND'))).toBe(
      new Date(Date.parse(chosen.instant) + 3_600_000).toISOString(),
    );
  });

  it('the client reschedules; the developer asks for other times; the client cancels', async () => {
    const next = slotIn(70);
    const rescheduled = await world.client.http.put(`/api/interviews/${interviewId}/reschedule`, {
      slots: slotsBody(next),
    });
    expect(rescheduled.status).toBe(200);
    expect(rescheduled.body).toMatchObject({ status: 'proposed', scheduledSlotId: null, sequence: 2 });
    expect((await notificationsOf(t.db, world.developer.user.id))[0]?.title).toBe('Interview rescheduled');

    const declined = await world.developer.http.put(`/api/interviews/${interviewId}/decline`, {
      note: 'Mornings suit me better',
    });
    expect(declined.body).toMatchObject({ status: 'declined', declineNote: 'Mornings suit me better' });
    const declineEmail = (await emailsTo(t.db, world.client.email)).at(-1)!;
    expect(declineEmail.bodyText).toContain('Mornings suit me better');
    expect(parseIcs(icsOf(declineEmail).content).calendar.get('METHOD')?.value).toBe('CANCEL');

    const cancelled = await world.client.http.put(`/api/interviews/${interviewId}/cancel`, {
      reason: 'Role filled',
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'Role filled', sequence: 4 });
    const cancelEmail = (await emailsTo(t.db, world.developer.email)).at(-1)!;
    expect(cancelEmail.subject).toMatch(/^Interview cancelled/);
    const ics = parseIcs(icsOf(cancelEmail).content);
    expect(ics.calendar.get('METHOD')?.value).toBe('CANCEL');
    expect(eventValue(ics, 'STATUS')).toBe('CANCELLED');
    expect(eventValue(ics, 'SEQUENCE')).toBe('4');

    const twice = await world.developer.http.put(`/api/interviews/${interviewId}/cancel`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(INTERVIEW_MESSAGES.alreadyCancelled);
    const late = await world.client.http.put(`/api/interviews/${interviewId}/reschedule`, {
      slots: slotsBody(slotIn(80)),
    });
    expect(late.status).toBe(409);
  });

  it('serves the .ics to participants with a stable UID and the latest SEQUENCE', async () => {
    const response = await world.developer.http.get(`/api/interviews/${interviewId}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="interview-${interviewId}.ics"`,
    );
    const ics = parseIcs(response.body);
    expect(ics.calendar.get('VERSION')?.value).toBe('2.0');
    expect(eventValue(ics, 'UID')).toBe(`interview-${interviewId}@talanta`);
    expect(eventValue(ics, 'SEQUENCE')).toBe('4');
    expect(eventValue(ics, 'STATUS')).toBe('CANCELLED');
    expect(ics.events[0]?.get('ORGANIZER')?.value).toBe(`mailto:${world.client.email}`);
  });
});
