import {
  ACCOUNT_DATA_MESSAGES,
  CONSENT_MESSAGES,
  PRIVACY_VERSION,
  type TAccountExport,
  TERMS_VERSION,
} from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { bearerClient, createToken, expectStatus } from './helpers/api-tokens';
import { useTestApp } from './helpers/app';
import { contractAt, insertApprovedWeek, mondayWeeksAgo } from './helpers/invoices';
import { type Actor, postJob, signedInActor, trpcAs } from './helpers/jobs';
import { registration } from './helpers/registration';

/** Data rights (issue 15): consent at registration, the export, deleting one's own account. */

const t = useTestApp({ env: { SESSION_SECRET: 'account-data-test-secret-0123456789abcdef' } });

const WEBHOOK_SECRET = `whsec_${'s'.repeat(40)}`;

/** A client with a job, a contract billed on an invoice, messages, a token and a webhook. */
async function clientWithHistory() {
  const admin = await signedInActor(t, 'admin');
  const client = await signedInActor(t, 'client', { firstName: 'Achieng', lastName: 'Odhiambo' });
  const job = await postJob(client, { title: 'Payments API for a Nairobi co-op' });
  const openJob = await postJob(client, { title: 'Second job still open' });
  const { developer, contractId } = await contractAt(t, client, job.id, 45, {
    firstName: 'Ravi',
    lastName: 'Iyer',
  });
  await insertApprovedWeek(t.db, contractId, mondayWeeksAgo(1), 600);
  const issued = await admin.http.post('/api/admin/invoices/generate', {});
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  const invoice = (issued.body as { id: number; number: string; totalCents: number; clientId?: number }[])[0];
  if (!invoice) throw new Error('no invoice issued');
  const sent = await developer.http.post('/api/messages', {
    receiverId: client.user.id,
    content: 'Week one is done, the hours are in.',
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  await client.http.post('/api/messages', {
    receiverId: developer.user.id,
    content: 'Thanks Ravi, approved.',
  });
  const token = await createToken(client, { name: 'Payroll sync' });
  await t.db
    .insertInto('webhookEndpoints')
    .values({
      userId: client.user.id,
      url: 'https://hooks.example.com/talanta',
      events: ['job.created'],
      secret: WEBHOOK_SECRET,
    })
    .execute();
  return { admin, client, developer, job, openJob, contractId, invoice, token };
}

async function exportOf(actor: Actor): Promise<TAccountExport> {
  const response = await actor.http.get('/api/account/export');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('consent at registration', () => {
  it('records the Terms and Privacy Policy versions with the new account', async () => {
    const response = await t.http().post('/api/auth/register', registration());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const rows = await t.db
      .selectFrom('consents')
      .select(['document', 'version', 'ip'])
      .where('userId', '=', response.body.id)
      .orderBy('document')
      .execute();
    expect(rows).toEqual([
      { document: 'privacy', version: PRIVACY_VERSION, ip: '127.0.0.1' },
      { document: 'terms', version: TERMS_VERSION, ip: '127.0.0.1' },
    ]);
  });

  it('refuses a registration without the consent, or with it false, and creates nothing', async () => {
    for (const acceptTerms of [undefined, false, 'yes']) {
      const body = registration({ acceptTerms });
      const response = await t.http().post('/api/auth/register', body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain(CONSENT_MESSAGES.acceptTerms);
      const users = await t.db.selectFrom('users').select('id').where('email', '=', body.email).execute();
      expect(users).toEqual([]);
    }
  });
});

describe('GET /api/account/export', () => {
  it("holds the user's data from every area, as a download, and no secrets", async () => {
    const world = await clientWithHistory();
    const response = await world.client.http.get('/api/account/export');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="talanta-export-${today}.json"`,
    );
    const data = response.body as TAccountExport;
    expect(data.user).toMatchObject({
      id: world.client.user.id,
      email: world.client.email,
      firstName: 'Achieng',
    });
    expect(data.clientProfile).not.toBeNull();
    expect(data.jobs.map((job) => job.title).sort()).toEqual(
      ['Payments API for a Nairobi co-op', 'Second job still open'].sort(),
    );
    expect(data.contracts.map((contract) => contract.id)).toEqual([world.contractId]);
    expect(data.timesheets[0]).toMatchObject({ contractId: world.contractId, totalMinutes: 600 });
    expect(data.invoices.map((invoice) => invoice.number)).toEqual([world.invoice.number]);
    expect(data.offers).toHaveLength(1);
    expect(data.messages.map((message) => message.content)).toEqual([
      'Week one is done, the hours are in.',
      'Thanks Ravi, approved.',
    ]);
    expect(data.conversations[0]).toMatchObject({
      withUserId: world.developer.user.id,
      withName: 'Ravi Iyer',
    });
    expect(data.apiTokens).toEqual([
      expect.objectContaining({ name: 'Payroll sync', scopes: ['read', 'write'] }),
    ]);
    expect(data.webhooks).toEqual([expect.objectContaining({ url: 'https://hooks.example.com/talanta' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.notifications.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    for (const secret of [WEBHOOK_SECRET, world.token.token, world.token.token.split('_').at(-1) ?? 'x']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/passwordHash|secretHash|"secret"/);

    // The developer's side: their application, their earnings lines, the same contract.
    const theirs = await exportOf(world.developer);
    expect(theirs.developerProfile).not.toBeNull();
    expect(theirs.applications.map((application) => application.jobId)).toEqual([world.job.id]);
    expect(theirs.invoiceLines).toEqual([
      expect.objectContaining({ invoiceNumber: world.invoice.number, minutes: 600 }),
    ]);
    expect(theirs.invoices).toEqual([]);
    expect(theirs.jobs).toEqual([]);
  });

  it('exports only the caller: no id to ask for, the same through tRPC, and nothing for a visitor', async () => {
    const one = await signedInActor(t, 'developer');
    const other = await signedInActor(t, 'client');
    const asked = await one.http.get(`/api/account/export?userId=${other.user.id}`);
    expect(asked.status).toBe(200);
    expect(asked.body.user.id).toBe(one.user.id);
    const trpc = await trpcAs(t, one);
    const viaTrpc = await trpc.client.account.exportData.query();
    expect(viaTrpc.user).toEqual(asked.body.user);
    expect((await t.http().get('/api/account/export')).status).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const actor = await signedInActor(t, 'client');
    const response = await actor.http.request('DELETE', '/api/account', {
      body: { password: 'not-my-password' },
    });
    expectStatus(response, 400, ACCOUNT_DATA_MESSAGES.wrongPassword);
    const missing = await actor.http.request('DELETE', '/api/account', { body: {} });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain(ACCOUNT_DATA_MESSAGES.passwordRequired);
    const row = await t.db
      .selectFrom('users')
      .select(['email', 'deletedAt'])
      .where('id', '=', actor.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: actor.email, deletedAt: null });
    expect((await actor.http.get('/api/auth/me')).status).toBe(200);
  });

  it('is refused with an API token: only a signed-in session may delete the account', async () => {
    const actor = await signedInActor(t, 'client');
    const { token } = await createToken(actor);
    const response = await bearerClient(t, token).request('DELETE', '/api/account', {
      body: { password: actor.password },
    });
    expect(response.status).toBe(403);
    expect(
      (await t.db.selectFrom('users').select('deletedAt').where('id', '=', actor.user.id).executeTakeFirst())
        ?.deletedAt,
    ).toBeNull();
  });

  it('deletes the personal data, keeps the invoice anonymised, closes open jobs, ends sessions and tokens', async () => {
    const world = await clientWithHistory();
    const id = world.client.user.id;
    const oldSession = world.client.http.sessionToken;
    const otherDevice = t.http();
    otherDevice.sessionToken = oldSession;

    const response = await world.client.http.request('DELETE', '/api/account', {
      body: { password: world.client.password },
    });
    expectStatus(response, 200, ACCOUNT_DATA_MESSAGES.accountDeleted);
    expect(world.client.http.sessionToken).toBeUndefined();

    // Every session and token ended; the old cookie is a visitor's, the address signs nobody in.
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    expect((await bearerClient(t, world.token.token).get('/api/tokens')).status).toBe(401);
    const login = await t
      .http()
      .post('/api/auth/login', { email: world.client.email, password: world.client.password });
    expect(login.status).toBe(401);

    const user = await t.db
      .selectFrom('users')
      .select(['email', 'firstName', 'lastName', 'phoneNumber', 'deletedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ firstName: 'Deleted', lastName: 'user', phoneNumber: null });
    expect(user.email).not.toContain(world.client.email);
    expect(user.deletedAt).not.toBeNull();
    for (const table of [
      'authSessions',
      'apiTokens',
      'webhookEndpoints',
      'notifications',
      'consents',
    ] as const) {
      const rows = await t.db.selectFrom(table).select('userId').where('userId', '=', id).execute();
      expect(rows, table).toEqual([]);
    }
    const jobs = await t.db.selectFrom('jobs').select('status').where('clientId', '=', id).execute();
    expect(jobs.map((job) => job.status)).toEqual(['closed', 'closed']);
    const contract = await t.db
      .selectFrom('contracts')
      .select(['status', 'endReason'])
      .where('id', '=', world.contractId)
      .executeTakeFirstOrThrow();
    expect(contract).toEqual({ status: 'ended', endReason: 'Account deleted' });

    // The invoice stays, amounts and number intact, with "Deleted user" as its client.
    const kept = await world.admin.http.get(`/api/invoices/${world.invoice.id}`);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({
      number: world.invoice.number,
      totalCents: world.invoice.totalCents,
      client: { id, name: 'Deleted user', companyName: null },
    });
    expect(JSON.stringify(kept.body)).not.toContain(world.client.email);

    // The developer keeps the conversation, from "Deleted user".
    const conversations = await world.developer.http.get('/api/messages/conversations');
    expect(conversations.status).toBe(200);
    expect(JSON.stringify(conversations.body)).toContain('Deleted');
    expect(JSON.stringify(conversations.body)).not.toContain('Achieng');

    // The address is free again.
    const again = await t.http().post('/api/auth/register', registration({ email: world.client.email }));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('refuses the last admin, and lets an admin go once another admin remains', async () => {
    const others = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    await t.db
      .updateTable('users')
      .set({ role: 'client' })
      .where(
        'id',
        'in',
        others.map((row) => row.id),
      )
      .execute();
    const admin = await signedInActor(t, 'admin');
    const refused = await admin.http.request('DELETE', '/api/account', {
      body: { password: admin.password },
    });
    expectStatus(refused, 400, ACCOUNT_DATA_MESSAGES.lastAdmin);
    expect((await admin.http.get('/api/auth/me')).status).toBe(200);

    await signedInActor(t, 'admin');
    const deleted = await admin.http.request('DELETE', '/api/account', {
      body: { password: admin.password },
    });
    expectStatus(deleted, 200, ACCOUNT_DATA_MESSAGES.accountDeleted);
  });
});
