import { ACCOUNT_DATA_MESSAGES, SUPER_ADMIN_MESSAGES, type TInvoice } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { auditRowsFor } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { proposeInterview, slotIn, slotsBody } from './helpers/interviews';
import { contractAt, insertApprovedWeek, mondayWeeksAgo } from './helpers/invoices';
import { type Actor, applyTo, postJob, signedInActor, useActors } from './helpers/jobs';
import { makeOffer, offerTerms } from './helpers/offers';
import { endContract, review } from './helpers/reviews';

/**
 * Deleting a job, a user or one's own account (issue 35): never a 500, whatever hangs on it; the
 * conversations stay readable by both people and the money records stay.
 */

const t = useTestApp({ env: { SESSION_SECRET: 'deletions-test-secret-0123456789abcdef01' } });
const { admin } = useActors(t, { admin: 'admin' });

async function say(from: Actor, to: Actor, content: string, jobId?: number) {
  const response = await from.http.post('/api/messages', { receiverId: to.user.id, content, jobId });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

/** The messages of each conversation the actor has with `other`, oldest first. */
async function threadsWith(actor: Actor, other: Actor) {
  const list = await actor.http.get('/api/messages/conversations');
  expect(list.status).toBe(200);
  const mine = (list.body as { id: number; jobId: number | null; otherUser: { id: number } }[]).filter(
    (conversation) => conversation.otherUser.id === other.user.id,
  );
  return Promise.all(
    mine.map(async (conversation) => {
      const thread = await actor.http.get(`/api/messages/conversation/${conversation.id}`);
      expect(thread.status).toBe(200);
      const messages = (thread.body.messages as { content: string }[]).map((message) => message.content);
      return { id: conversation.id, jobId: conversation.jobId, messages };
    }),
  );
}

describe('DELETE /api/super-admin/jobs/{jobId}', () => {
  it('deletes many jobs talked about by the same two people: one conversation keeps every message', async () => {
    const client = await signedInActor(t, 'client');
    const developer = await signedInActor(t, 'developer');
    const jobs = [];
    for (const title of ['Ledger service', 'USSD menus', 'Payout reports']) {
      const job = await postJob(client, { title });
      const application = await applyTo(developer, job.id);
      await say(client, developer, `About ${title}`, job.id);
      await makeOffer(client, offerTerms({ applicationId: application.id }));
      jobs.push(job);
    }
    const [first, ...rest] = jobs;
    const deleteJob = (id: number) => admin.http.request('DELETE', `/api/super-admin/jobs/${id}`);

    expect((await deleteJob(first!.id)).status).toBe(200);
    // The next deletions meet the job-less conversation the first one left.
    await say(developer, client, 'Still here');
    for (const job of rest) {
      const response = await deleteJob(job.id);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body).toEqual({ message: SUPER_ADMIN_MESSAGES.jobDeleted });
    }

    const all = ['About Ledger service', 'About USSD menus', 'About Payout reports', 'Still here'];
    for (const [actor, other] of [
      [client, developer],
      [developer, client],
    ] as const) {
      const threads = await threadsWith(actor, other);
      expect(threads).toHaveLength(1);
      expect(threads[0]?.jobId).toBeNull();
      expect([...(threads[0]?.messages ?? [])].sort()).toEqual([...all].sort());
    }
    // The offers for the removed jobs can no longer be accepted.
    const offers = await t.db
      .selectFrom('offers')
      .select('status')
      .where('clientId', '=', client.user.id)
      .execute();
    expect(offers.map((offer) => offer.status)).toEqual(['withdrawn', 'withdrawn', 'withdrawn']);
  });
});

/**
 * A full hiring loop between a client and a developer: two jobs, an interview, a sent offer, a
 * contract with an approved week on an invoice, reviews both ways, messages, a shortlist, saved
 * jobs and searches, and a webhook each.
 */
async function hiringLoop() {
  const client = await signedInActor(t, 'client', { firstName: 'Achieng', lastName: 'Odhiambo' });
  const job = await postJob(client, { title: 'Payments API for a Nairobi co-op' });
  const { developer, contractId } = await contractAt(t, client, job.id, 45, {
    firstName: 'Ravi',
    lastName: 'Iyer',
  });
  const second = await postJob(client, { title: 'Field app' });
  const application = await applyTo(developer, second.id);
  await proposeInterview(client, application.id, { slots: slotsBody(slotIn(48)) });
  await makeOffer(client, offerTerms({ applicationId: application.id }));
  await say(developer, client, 'Week one is done, the hours are in.');
  await say(client, developer, 'About the field app', second.id);

  await insertApprovedWeek(t.db, contractId, mondayWeeksAgo(1), 600);
  const issued = await admin.http.post('/api/admin/invoices/generate', {});
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  const invoice = (issued.body as TInvoice[]).find((one) => one.client.id === client.user.id);
  if (!invoice) throw new Error('no invoice issued');
  await endContract(client, contractId);
  await review(client, contractId);
  await review(developer, contractId);

  const shortlist = await client.http.post('/api/shortlists', { name: 'Payments people' });
  expect(shortlist.status, JSON.stringify(shortlist.body)).toBe(201);
  const added = await client.http.post(`/api/shortlists/${shortlist.body.id}/developers`, {
    developerId: developer.developerId,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  expect((await developer.http.post(`/api/saved-jobs/${second.id}`, {})).status).toBe(201);
  for (const [actor, kind] of [
    [developer, 'jobs'],
    [client, 'developers'],
  ] as const) {
    const saved = await actor.http.post('/api/saved-searches', {
      kind,
      name: 'Mine',
      query: {},
      alert: 'daily',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    await t.db
      .insertInto('webhookEndpoints')
      .values({
        userId: actor.user.id,
        url: 'http://127.0.0.1:9/hook',
        events: ['job.created'],
        secret: `whsec_${'s'.repeat(40)}`,
      })
      .execute();
  }
  return { client, developer, jobId: job.id, contractId, invoice };
}

/** What must outlive the deleted person: the contract, its timesheet and the invoice, under "Deleted user". */
async function expectMoneyRecordsKept(loop: Awaited<ReturnType<typeof hiringLoop>>, viewer: Actor) {
  const invoice = await viewer.http.get(`/api/invoices/${loop.invoice.id}`);
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
  expect(invoice.body).toMatchObject({ number: loop.invoice.number, totalCents: loop.invoice.totalCents });
  expect(invoice.body.lines).toEqual([
    expect.objectContaining({ developerId: loop.developer.user.id, developerName: 'Deleted user' }),
  ]);
  const timesheets = await t.db
    .selectFrom('timesheets')
    .select('id')
    .where('contractId', '=', loop.contractId)
    .execute();
  expect(timesheets).toHaveLength(1);
}

/** Nothing personal of the developer is left where others could see it. */
async function expectDeveloperGone(loop: Awaited<ReturnType<typeof hiringLoop>>) {
  const id = loop.developer.user.id;
  expect((await loop.developer.http.get('/api/auth/user')).status).toBe(401);
  const shortlists = await loop.client.http.get('/api/shortlists');
  expect(shortlists.body).toEqual([expect.objectContaining({ name: 'Payments people', developers: [] })]);
  for (const table of ['savedSearches', 'webhookEndpoints', 'reviews'] as const) {
    const column = table === 'reviews' ? 'reviewerId' : 'userId';
    expect(await t.db.selectFrom(table).select(column).where(column, '=', id).execute(), table).toEqual([]);
  }
  expect(await t.db.selectFrom('savedJobs').select('jobId').where('developerId', '=', id).execute()).toEqual(
    [],
  );
  // The client keeps the conversation, from "Deleted user".
  const conversations = await loop.client.http.get('/api/messages/conversations');
  expect(JSON.stringify(conversations.body)).toContain('Deleted');
  expect(JSON.stringify(conversations.body)).not.toContain('Ravi');
}

describe('DELETE /api/super-admin/users/{userId}', () => {
  it('deletes a developer with a whole hiring loop behind them, keeping the money records', async () => {
    const loop = await hiringLoop();
    const response = await admin.http.request('DELETE', `/api/super-admin/users/${loop.developer.user.id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe(SUPER_ADMIN_MESSAGES.userDeletedRecordsKept);
    await expectMoneyRecordsKept(loop, loop.client);
    await expectDeveloperGone(loop);
    const [audit] = await auditRowsFor(t, 'user.delete', loop.developer.user.id);
    expect(audit).toMatchObject({ actorId: admin.user.id, before: { email: loop.developer.email } });

    // The contract's job removed: the invoice keeps the title it was issued with.
    expect((await admin.http.request('DELETE', `/api/super-admin/jobs/${loop.jobId}`)).status).toBe(200);
    const lines = (await loop.client.http.get(`/api/invoices/${loop.invoice.id}`)).body.lines;
    expect(lines).toEqual([expect.objectContaining({ jobTitle: 'Payments API for a Nairobi co-op' })]);

    // Their client goes the same way, and the invoice still stands under "Deleted user" for both.
    const client = await admin.http.request('DELETE', `/api/super-admin/users/${loop.client.user.id}`);
    expect(client.status, JSON.stringify(client.body)).toBe(200);
    const invoice = await admin.http.get(`/api/invoices/${loop.invoice.id}`);
    expect(invoice.body.client).toMatchObject({ id: loop.client.user.id, name: 'Deleted user' });
    // A deleted account is nobody: deleting it again finds no one.
    const again = await admin.http.request('DELETE', `/api/super-admin/users/${loop.client.user.id}`);
    expect(again.status).toBe(404);
  });
});

describe('DELETE /api/account', () => {
  it('deletes a developer’s own account with a whole hiring loop behind it, keeping the money records', async () => {
    const loop = await hiringLoop();
    const response = await loop.developer.http.request('DELETE', '/api/account', {
      body: { password: loop.developer.password },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ message: ACCOUNT_DATA_MESSAGES.accountDeleted });
    await expectMoneyRecordsKept(loop, admin);
    await expectDeveloperGone(loop);
  });
});
