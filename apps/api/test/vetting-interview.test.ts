import { INTERVIEW_MESSAGES, VETTING_STAGE_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { submitApplication } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { parseIcs } from './helpers/ics';
import { emailsTo, icsOf, interviewWorld, proposeInterview, slotIn, slotsBody } from './helpers/interviews';
import { type Actor, signedInActor, trpcAs, useActors } from './helpers/jobs';
import { applyAs } from './helpers/references';

/**
 * The vetting interview (issue 38, ADR 0028): an admin proposes slots for a submission through the
 * interview feature; the applicant answers at /interviews like any interview, and the submission's
 * interview stage follows (scheduled at the accepted slot, back to pending when it is off).
 */

const t = useTestApp({ env: { SESSION_SECRET: 'vetting-interview-test-secret-0123456789abcdef' } });

const { admin } = useActors(t, { admin: ['admin', { firstName: 'Amina', lastName: 'Wekesa' }] });

const proposeUrl = (id: number) => `/api/admin/developer-applications/${id}/interviews`;

/** A signed-in developer who applied, and the admin's proposal of two slots for them. */
async function proposedFor(developer?: Actor) {
  const applicant = developer ?? (await signedInActor(t, 'developer', { approved: false }));
  const submissionId = await applyAs(applicant);
  const slots = [slotIn(48, 60), slotIn(72, 60)];
  const response = await admin.http.post(proposeUrl(submissionId), {
    slots: slotsBody(...slots),
    meetingUrl: 'https://meet.google.com/vtq-hrsd-kpa',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { applicant, submissionId, slots, interview: response.body };
}

async function interviewStageOf(applicant: Actor) {
  const status = await applicant.http.get('/api/vetting/status');
  expect(status.status, JSON.stringify(status.body)).toBe(200);
  return status.body.stages.find((stage: { key: string }) => stage.key === 'interview');
}

describe('proposing a vetting interview', () => {
  it('lists it for the applicant, who accepts: the stage is scheduled at the slot', async () => {
    const { applicant, slots, interview } = await proposedFor();
    expect(interview).toMatchObject({
      kind: 'vetting',
      applicationId: null,
      job: null,
      status: 'proposed',
      client: { id: admin.user.id, firstName: 'Amina', companyName: null },
      developer: { id: applicant.user.id },
      otherParty: 'developer',
    });

    const [listed] = (await applicant.http.get('/api/interviews')).body;
    expect(listed).toMatchObject({ id: interview.id, kind: 'vetting', job: null, otherParty: 'client' });
    expect((await interviewStageOf(applicant)).state).toBe('pending');
    const [proposedEmail] = await emailsTo(t.db, applicant.user.email).then((emails) =>
      emails.filter((email) => email.subject.startsWith('Interview proposed')),
    );
    expect(proposedEmail?.subject).toBe('Interview proposed: Talanta vetting interview');

    const slotId = listed.slots[1].id;
    const accepted = await applicant.http.put(`/api/interviews/${interview.id}/accept`, { slotId });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'scheduled', scheduledSlotId: slotId });
    const stage = await interviewStageOf(applicant);
    expect(stage.state).toBe('scheduled');
    expect(stage.scheduledAt).toBe(slots[1]?.instant);
    const adminEmails = await emailsTo(t.db, admin.user.email);
    expect(adminEmails.map((email) => email.subject)).toContain(
      'Interview scheduled: Talanta vetting interview',
    );
    const stageEmails = await emailsTo(t.db, applicant.user.email);
    expect(stageEmails.map((email) => email.subject)).toContain(
      'Your Talanta vetting: interview is scheduled',
    );
  });

  it('serves the .ics to both participants, titled as the vetting interview', async () => {
    const { applicant, interview } = await proposedFor();
    for (const participant of [admin, applicant]) {
      const response = await participant.http.get(`/api/interviews/${interview.id}/calendar.ics`);
      expect(response.status).toBe(200);
      const ics = parseIcs(response.body as string);
      expect(ics.events[0]?.get('SUMMARY')?.value).toBe('Talanta vetting interview');
    }
    const [email] = await emailsTo(t.db, applicant.user.email).then((all) =>
      all.filter((one) => one.subject.startsWith('Interview proposed')),
    );
    expect(icsOf(email!).contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
  });

  it('puts the stage back to pending when the admin reschedules or cancels', async () => {
    const { applicant, interview, submissionId } = await proposedFor();
    const accept = (slotId: number) =>
      applicant.http.put(`/api/interviews/${interview.id}/accept`, { slotId });
    expect((await accept(interview.slots[0].id)).status).toBe(200);
    expect((await interviewStageOf(applicant)).state).toBe('scheduled');

    const moved = await admin.http.put(`/api/interviews/${interview.id}/reschedule`, {
      slots: slotsBody(slotIn(96, 45)),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await interviewStageOf(applicant)).toMatchObject({ state: 'pending', scheduledAt: null });
    expect((await accept(moved.body.slots[0].id)).status).toBe(200);
    expect((await interviewStageOf(applicant)).state).toBe('scheduled');

    const cancelled = await admin.http.put(`/api/interviews/${interview.id}/cancel`, { reason: 'Ill' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await interviewStageOf(applicant)).toMatchObject({ state: 'pending', scheduledAt: null });

    // A new interview can be arranged once the last one is off.
    const again = await admin.http.post(proposeUrl(submissionId), { slots: slotsBody(slotIn(120)) });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('lets only its participants near it: others get 404, the applicant cannot reschedule', async () => {
    const { applicant, interview } = await proposedFor();
    const otherDeveloper = await signedInActor(t, 'developer');
    const otherAdmin = await signedInActor(t, 'admin');
    const client = await signedInActor(t, 'client');
    const calendar = `/api/interviews/${interview.id}/calendar.ics`;
    for (const stranger of [otherDeveloper, otherAdmin, client]) {
      expect((await stranger.http.get(calendar)).status).toBe(404);
      expect((await stranger.http.put(`/api/interviews/${interview.id}/cancel`, {})).status).toBe(404);
      expect((await stranger.http.get('/api/interviews')).body).toEqual([]);
    }
    const slot = { slotId: interview.slots[0].id };
    expect((await otherDeveloper.http.put(`/api/interviews/${interview.id}/accept`, slot)).status).toBe(404);
    expect(
      (
        await otherAdmin.http.put(`/api/interviews/${interview.id}/reschedule`, {
          slots: slotsBody(slotIn(50)),
        })
      ).status,
    ).toBe(404);
    const reschedule = await applicant.http.put(`/api/interviews/${interview.id}/reschedule`, {
      slots: slotsBody(slotIn(50)),
    });
    expect(reschedule.status).toBe(403);
    expect((await admin.http.put(`/api/interviews/${interview.id}/accept`, slot)).status).toBe(403);
  });
});

describe('refusing a vetting interview', () => {
  const body = () => ({ slots: slotsBody(slotIn(30)) });

  it('answers 409 while one is being arranged, for a decided application, or without an account', async () => {
    const { submissionId } = await proposedFor();
    const twice = await admin.http.post(proposeUrl(submissionId), body());
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(INTERVIEW_MESSAGES.alreadyOpen);

    const decided = await applyAs(await signedInActor(t, 'developer', { approved: false }));
    expect((await admin.http.put(`/api/admin/developer-applications/${decided}/reject`)).status).toBe(200);
    const late = await admin.http.post(proposeUrl(decided), body());
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(VETTING_STAGE_MESSAGES.decided);

    const { id: visitor } = await submitApplication(t);
    const noAccount = await admin.http.post(proposeUrl(visitor), body());
    expect(noAccount.status).toBe(409);
    expect(noAccount.body.message).toBe(INTERVIEW_MESSAGES.noApplicantAccount);
    expect(
      await t.db.selectFrom('interviews').select('id').where('vettingSubmissionId', '=', visitor).execute(),
    ).toEqual([]);
  });

  it('is for admins only, and 404 for an unknown application', async () => {
    const developer = await signedInActor(t, 'developer', { approved: false });
    const own = await applyAs(developer);
    expect((await developer.http.post(proposeUrl(own), body())).status).toBe(403);
    expect((await t.http().post(proposeUrl(own), body())).status).toBe(401);
    const unknown = await admin.http.post(proposeUrl(2_000_000_000), body());
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Application not found');
  });

  it('works over tRPC too', async () => {
    const developer = await signedInActor(t, 'developer', { approved: false });
    const id = await applyAs(developer);
    const trpc = await trpcAs(t, admin);
    const interview = await trpc.client.vetting.interviewPropose.mutate({ id, slots: slotsBody(slotIn(40)) });
    expect(interview.kind).toBe('vetting');
  });
});

describe('job interviews beside vetting ones', () => {
  it('keep their job, their client as host, and their kind', async () => {
    const world = await interviewWorld(t);
    const interview = await proposeInterview(world.client, world.applicationId, {
      slots: slotsBody(slotIn(30)),
    });
    expect(interview).toMatchObject({
      kind: 'job',
      applicationId: world.applicationId,
      job: { id: world.jobId },
      client: { id: world.client.user.id },
    });
    const row = await t.db
      .selectFrom('interviews')
      .select(['hostId', 'developerId', 'vettingSubmissionId'])
      .where('id', '=', interview.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      hostId: world.client.user.id,
      developerId: world.developer.user.id,
      vettingSubmissionId: null,
    });
  });
});
