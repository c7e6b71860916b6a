import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { applicationPayload, jobPayload } from './helpers/jobs';
import { useLiveWatch } from './helpers/live-watch';
import { createMember } from './helpers/messaging';

/** Issue 12's writes reach the open screens of the people concerned, and nobody else's. */
const t = useTestApp();
const { watchAll, received } = useLiveWatch(t);

async function world() {
  const client = await createMember(t, 'client');
  const developer = await createMember(t, 'developer', { approved: true });
  const admin = await createMember(t, 'admin');
  const otherDeveloper = await createMember(t, 'developer', { approved: true });
  const job = await client.http.post('/api/jobs', jobPayload());
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  const jobId: number = job.body.id;
  return { client, developer, admin, otherDeveloper, jobId };
}

describe('changed events: evaluating applicants', () => {
  it('a withdrawal reaches the client and the applicant', async () => {
    const { client, developer, admin, otherDeveloper, jobId } = await world();
    const applied = await developer.http.post(`/api/jobs/${jobId}/apply`, applicationPayload());
    const w = await watchAll({
      owner: client,
      applicant: developer,
      admins: admin,
      bystander: otherDeveloper,
    });
    await developer.trpc.application.withdraw.mutate({ id: applied.body.id });

    expect(await received(w.owner)).toEqual(['changed:application', 'notification']);
    expect(await received(w.applicant)).toEqual(['changed:application']);
    expect(await received(w.admins)).toEqual([]);
    expect(await received(w.bystander)).toEqual([]);
  });

  it('a job edit reaches its owner, its applicants and the admins', async () => {
    const { client, developer, admin, otherDeveloper, jobId } = await world();
    await developer.http.post(`/api/jobs/${jobId}/apply`, applicationPayload());
    const w = await watchAll({
      owner: client,
      applicant: developer,
      admins: admin,
      bystander: otherDeveloper,
    });
    const edited = await client.http.put(
      `/api/jobs/${jobId}`,
      jobPayload({ title: 'Renamed job', maxBudget: 90 }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    expect(await received(w.owner)).toEqual(['changed:job']);
    expect(await received(w.applicant)).toEqual(['changed:job', 'notification']);
    expect(await received(w.admins)).toEqual(['changed:job']);
    expect(await received(w.bystander)).toEqual([]);
  });

  it('an invitation reaches the invited developer only', async () => {
    const { client, developer, admin, otherDeveloper, jobId } = await world();
    const w = await watchAll({ owner: client, invited: developer, admins: admin, bystander: otherDeveloper });
    await client.trpc.job.invite.mutate({
      id: jobId,
      developerId: developer.developerId!,
      message: 'Have a look',
    });

    expect(await received(w.invited)).toEqual(['changed:job', 'notification']);
    expect(await received(w.owner)).toEqual([]);
    expect(await received(w.admins)).toEqual([]);
    expect(await received(w.bystander)).toEqual([]);
  });
});
