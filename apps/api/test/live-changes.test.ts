import { describe, expect, it } from 'vitest';
import { decide, decisionEmailsFor, submitApplication } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { emailedToken } from './helpers/email-links';
import { applicationPayload, jobPayload } from './helpers/jobs';
import { useLiveWatch } from './helpers/live-watch';
import { createMember, type Member } from './helpers/messaging';
import { clientRegistration } from './helpers/registration';

const t = useTestApp();
const { watchAll, received } = useLiveWatch(t);

async function people() {
  const client = await createMember(t, 'client');
  const developer = await createMember(t, 'developer', { approved: true });
  const admin = await createMember(t, 'admin');
  const otherClient = await createMember(t, 'client');
  const otherDeveloper = await createMember(t, 'developer', { approved: true });
  return { client, developer, admin, otherClient, otherDeveloper };
}

/** Posts a job over REST as the client; answers its id. */
async function postJob(client: Member): Promise<number> {
  const response = await client.http.post('/api/jobs', jobPayload());
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

/** Applies over REST as the developer; answers the application's id. */
async function applyTo(developer: Member, jobId: number): Promise<number> {
  const response = await developer.http.post(`/api/jobs/${jobId}/apply`, applicationPayload());
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

async function profileIdOf(member: Member): Promise<number> {
  const row = await t.db
    .selectFrom('developerProfiles')
    .select('id')
    .where('userId', '=', member.user.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('changed events: jobs and their applications', () => {
  it('a job posted, closed and reopened reaches its owner and the admins only', async () => {
    const { client, admin, otherClient, developer } = await people();
    const w = await watchAll({ owner: client, admins: admin, bystander: otherClient, applicant: developer });
    const jobId = await postJob(client);
    await client.trpc.job.close.mutate({ id: jobId });
    await client.trpc.job.reopen.mutate({ id: jobId });

    const three = ['changed:job', 'changed:job', 'changed:job'];
    expect(await received(w.owner)).toEqual(three);
    expect(await received(w.admins)).toEqual(three);
    expect(await received(w.bystander)).toEqual([]);
    expect(await received(w.applicant)).toEqual([]);
  });

  it('an application reaches the job’s client, the applicant’s other tabs and the admins', async () => {
    const { client, developer, admin, otherClient, otherDeveloper } = await people();
    const jobId = await postJob(client);
    const w = await watchAll({
      owner: client,
      applicant: developer,
      admins: admin,
      bystanderClient: otherClient,
      bystanderDeveloper: otherDeveloper,
    });
    await applyTo(developer, jobId);

    expect(await received(w.owner)).toEqual(['changed:application', 'notification']);
    expect(await received(w.applicant)).toEqual(['changed:application']);
    expect(await received(w.admins)).toEqual(['changed:application']);
    expect(await received(w.bystanderClient)).toEqual([]);
    expect(await received(w.bystanderDeveloper)).toEqual([]);
  });

  it('a status change reaches the applicant and the client, and an unchanged status nobody', async () => {
    const { client, developer, admin, otherDeveloper } = await people();
    const applicationId = await applyTo(developer, await postJob(client));
    const w = await watchAll({
      owner: client,
      applicant: developer,
      admins: admin,
      bystander: otherDeveloper,
    });
    await client.trpc.application.updateStatus.mutate({ id: applicationId, status: 'interview' });
    await client.trpc.application.updateStatus.mutate({ id: applicationId, status: 'interview' });

    expect(await received(w.applicant)).toEqual(['changed:application', 'notification']);
    expect(await received(w.owner)).toEqual(['changed:application']);
    expect(await received(w.admins)).toEqual([]);
    expect(await received(w.bystander)).toEqual([]);
  });

  it('a job deleted by an admin reaches its client, its applicants and the admins', async () => {
    const { client, developer, admin, otherClient, otherDeveloper } = await people();
    const jobId = await postJob(client);
    await applyTo(developer, jobId);
    const w = await watchAll({
      owner: client,
      applicant: developer,
      admins: admin,
      bystanderClient: otherClient,
      bystanderDeveloper: otherDeveloper,
    });
    await admin.trpc.superAdmin.deleteJob.mutate({ jobId });

    expect(await received(w.owner)).toEqual(['changed:job,application', 'notification']);
    expect(await received(w.applicant)).toEqual(['changed:job,application', 'notification']);
    expect(await received(w.admins)).toEqual(['changed:job,application']);
    expect(await received(w.bystanderClient)).toEqual([]);
    expect(await received(w.bystanderDeveloper)).toEqual([]);
  });
});

describe('changed events: vetting and accounts', () => {
  it('a submitted application, its decisions and the bulk reset reach the admins and the applicant', async () => {
    const { admin, developer, otherDeveloper } = await people();
    await t.db
      .updateTable('users')
      .set({ emailVerified: true })
      .where('id', '=', developer.user.id)
      .execute();
    const w = await watchAll({ admins: admin, applicant: developer, bystander: otherDeveloper });

    const submitted = await submitApplication(t, { email: developer.user.email });
    await decide(admin.http, submitted.id, 'approve');
    await decide(admin.http, submitted.id, 'reject');
    await admin.trpc.vetting.resetRejected.mutate();

    expect(await received(w.admins)).toEqual([
      'changed:vetting',
      'changed:vetting,user',
      'changed:vetting,user',
      'changed:vetting',
    ]);
    // The applicant's account hears of both decisions (its profile was approved, then withdrawn).
    expect(await received(w.applicant)).toEqual([
      'changed:vetting,user',
      'notification',
      'changed:vetting,user',
      'notification',
    ]);
    expect(await received(w.bystander)).toEqual([]);
  });

  it('profile approval and status flags reach the developer and the admins', async () => {
    const { admin, otherDeveloper, client } = await people();
    const pending = await createMember(t, 'developer');
    const profileId = await profileIdOf(pending);
    const w = await watchAll({
      admins: admin,
      developer: pending,
      bystanders: otherDeveloper,
      clientTab: client,
    });

    await admin.trpc.vetting.approveDeveloper.mutate({ id: profileId });
    await admin.trpc.superAdmin.setDeveloperStatus.mutate({ developerId: profileId, isVerified: true });

    const both = ['changed:vetting,user', 'notification', 'changed:vetting,user', 'notification'];
    expect(await received(w.developer)).toEqual(both);
    expect(await received(w.admins)).toEqual(['changed:vetting,user', 'changed:vetting,user']);
    expect(await received(w.bystanders)).toEqual([]);
    expect(await received(w.clientTab)).toEqual([]);
  });

  it('a registration, a role change and a deletion reach the admins (and the changed user)', async () => {
    const { admin, client, otherClient } = await people();
    const w = await watchAll({ admins: admin, member: client, bystander: otherClient });

    const registration = await t.http().post('/api/auth/register', clientRegistration());
    expect(registration.status, JSON.stringify(registration.body)).toBe(201);
    await admin.trpc.superAdmin.changeRole.mutate({ userId: client.user.id, role: 'developer' });
    const before = await received(w.member);
    await admin.trpc.superAdmin.deleteUser.mutate({ userId: registration.body.id });

    expect(await received(w.admins)).toEqual([
      'changed:user',
      'changed:user',
      'changed:user,job,application,vetting',
    ]);
    expect(before).toEqual(['changed:user', 'notification']);
    expect(await received(w.bystander)).toEqual([]);
  });

  it('an approval claimed by registering or by proving the address reaches the admins and the account', async () => {
    const { admin, otherDeveloper } = await people();
    const invited = await submitApplication(t);
    await decide(admin.http, invited.id, 'approve');
    const [invitation] = await decisionEmailsFor(t, invited.email);
    const token = /[?&]invite=([^&\s]+)/.exec(invitation?.bodyText ?? '')?.[1];
    expect(token, 'an invitation link in the email').toBeDefined();
    const unproven = await createMember(t, 'developer');
    const proving = await submitApplication(t, { email: unproven.user.email });
    await decide(admin.http, proving.id, 'approve');
    const w = await watchAll({ admins: admin, developer: unproven, bystander: otherDeveloper });

    const registered = await t.http().post('/api/auth/register', {
      ...clientRegistration(invited.email),
      role: 'developer',
      areaOfSpecialization: 'Backend Development',
      invitationToken: token,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const verifyToken = await emailedToken(t, unproven.user.email, '/verify-email');
    const verified = await t.http().post('/api/auth/verify-email', { token: verifyToken });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);

    expect(await received(w.admins)).toEqual(['changed:user,vetting', 'changed:vetting,user']);
    expect(await received(w.developer)).toEqual(['changed:vetting,user', 'notification']);
    expect(await received(w.bystander)).toEqual([]);
  });
});
