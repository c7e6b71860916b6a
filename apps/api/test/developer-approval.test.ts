import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  applicationPayload,
  auditRowsFor,
  decide,
  notificationsOf,
  submitApplication,
} from './helpers/admin';
import { useTestApp } from './helpers/app';
import { type Actor, signedInActor, useActors } from './helpers/jobs';
import { pollUntil } from './helpers/poll';
import { profileIdOf as developerProfileIdOf } from './helpers/reviews';

/**
 * One approval path for Tech Talent (issue 35): the routes that list a developer profile by hand
 * follow the vetting review, under the approving transaction's locks, and the admins' lists carry
 * each developer's vetting state.
 */
const t = useTestApp();
const { admin } = useActors(t, { admin: 'admin' });

const TEXT = {
  pending:
    "This developer's vetting application is waiting for review: approve or reject it in the application review",
  confirmEmail:
    "This developer's application is approved, but their account has not confirmed the application's email address: they are listed once they do",
  rejected: (from: string) =>
    `This developer's vetting application was rejected: they can be approved only after they apply again (from ${from}) and the new application is approved`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const profileIdOf = (actor: Actor) => developerProfileIdOf(t.db, actor.user.id);

/** A developer account not yet listed, with an application under its email (anonymous, as the public form). */
async function unlistedWithApplication(decision?: 'approve' | 'reject') {
  const developer = await signedInActor(t, 'developer', { approved: false });
  const { id } = await submitApplication(t, { email: developer.email });
  if (decision) await decide(admin.http, id, decision);
  return { developer, profileId: await profileIdOf(developer), applicationId: id };
}

/** REAPPLY_AFTER_DAYS (30 by default) after the stored rejection, as YYYY-MM-DD. */
async function reapplyDateOf(applicationId: number): Promise<string> {
  const row = await t.db
    .selectFrom('vettingSubmissions')
    .select('reviewedAt')
    .where('id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return new Date((row.reviewedAt as Date).getTime() + 30 * DAY_MS).toISOString().slice(0, 10);
}

function approveByHand(profileId: number) {
  return [
    admin.http.put(`/api/admin/developers/${profileId}/approve`),
    admin.http.put(`/api/super-admin/developers/${profileId}/status`, { isApproved: true }),
  ];
}

async function isListed(profileId: number): Promise<boolean> {
  const row = await t.db
    .selectFrom('developerProfiles')
    .select('isApproved')
    .where('id', '=', profileId)
    .executeTakeFirstOrThrow();
  return row.isApproved;
}

describe('approving a developer by hand', () => {
  it('refuses a developer rejected in vetting on every route, and changes nothing', async () => {
    const { developer, profileId, applicationId } = await unlistedWithApplication('reject');
    const from = await reapplyDateOf(applicationId);
    for (const response of await Promise.all(approveByHand(profileId))) {
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: TEXT.rejected(from), code: 'CONFLICT' });
    }
    expect(await isListed(profileId)).toBe(false);
    expect((await t.http().get(`/api/developers/${profileId}`)).status).toBe(404);
    expect(await auditRowsFor(t, 'developer.approve', profileId)).toEqual([]);
    expect(await auditRowsFor(t, 'developer.status', profileId)).toEqual([]);
    const notices = await notificationsOf(t, developer.user.id);
    expect(notices.map((notice) => notice.title)).toEqual(['Your Tech Talent application was not approved']);
  });

  it('refuses a pending application and an approval not yet proven; lets an admin list the rest', async () => {
    const pending = await unlistedWithApplication();
    const unproven = await unlistedWithApplication('approve');
    for (const [{ profileId }, message] of [
      [pending, TEXT.pending],
      [unproven, TEXT.confirmEmail],
    ] as const) {
      for (const response of await Promise.all(approveByHand(profileId))) {
        expect([response.status, response.body.message]).toEqual([409, message]);
      }
      expect(await isListed(profileId)).toBe(false);
    }

    // No application at all: the admin's call, recorded with the state it was made in.
    const unvetted = await signedInActor(t, 'developer', { approved: false });
    const unvettedId = await profileIdOf(unvetted);
    expect((await admin.http.put(`/api/admin/developers/${unvettedId}/approve`)).status).toBe(200);
    const [audit] = await auditRowsFor(t, 'developer.approve', unvettedId);
    expect(audit?.after).toMatchObject({ isApproved: true, vetting: 'not_started' });

    // Approved through the review and unlisted since: listed again by hand.
    const vetted = await signedInActor(t, 'developer', { approved: false });
    const vettedId = await profileIdOf(vetted);
    // Applied signed in: the approval lists the account at once.
    const applied = await vetted.http.post(
      '/api/developer/apply',
      applicationPayload({ email: vetted.email }),
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    await decide(admin.http, applied.body.id, 'approve');
    const unlist = { isApproved: false };
    expect((await admin.http.put(`/api/super-admin/developers/${vettedId}/status`, unlist)).status).toBe(200);
    const relisted = await admin.http.put(`/api/super-admin/developers/${vettedId}/status`, {
      isApproved: true,
    });
    expect(relisted.status).toBe(200);
    expect(relisted.body.developer).toMatchObject({ isApproved: true, vetting: { status: 'approved' } });
  });
});

describe('the admins’ lists', () => {
  it('show each unlisted developer once, with their vetting state', async () => {
    const rejected = await unlistedWithApplication('reject');
    const pending = await unlistedWithApplication();
    const unvetted = await signedInActor(t, 'developer', { approved: false });
    const from = await reapplyDateOf(rejected.applicationId);

    const list = await admin.http.get('/api/admin/pending-developers');
    expect(list.status).toBe(200);
    const stateOf = (userId: number) =>
      list.body
        .filter((row: { userId: number }) => row.userId === userId)
        .map((row: { vetting: unknown }) => row.vetting);
    expect(stateOf(rejected.developer.user.id)).toEqual([
      {
        status: 'rejected',
        applicationId: rejected.applicationId,
        submittedAt: expect.any(String),
        reapplyAfter: from,
      },
    ]);
    expect(stateOf(pending.developer.user.id)).toEqual([
      expect.objectContaining({
        status: 'pending',
        applicationId: pending.applicationId,
        reapplyAfter: null,
      }),
    ]);
    expect(stateOf(unvetted.user.id)).toEqual([
      { status: 'not_started', applicationId: null, submittedAt: null, reapplyAfter: null },
    ]);

    const search = encodeURIComponent(rejected.developer.email);
    const developers = await admin.http.get(`/api/super-admin/developers?search=${search}`);
    expect(developers.body.map((row: { vetting: unknown }) => row.vetting)).toEqual([
      expect.objectContaining({ status: 'rejected', reapplyAfter: from }),
    ]);
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('a rejection racing the approval (PostgreSQL, two connections)', () => {
    it('the approval waits for the rejection and is refused', async () => {
      const { profileId, applicationId } = await unlistedWithApplication();
      let approving: Promise<{ status: number; body: { message: string } }> | undefined;
      await t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('vettingSubmissions')
          .set({ isApproved: false, reviewedAt: new Date(), reviewedBy: admin.user.id })
          .where('id', '=', applicationId)
          .execute();
        approving = admin.http.put(`/api/admin/developers/${profileId}/approve`);
        await pollUntil(
          async () => {
            const { rows } = await sql<{ waiting: number }>`
              SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db);
            return rows[0]?.waiting ?? 0;
          },
          (waiting) => waiting > 0,
          'the approval to wait on the application row',
        );
      });
      const response = await approving;
      expect(response?.status).toBe(409);
      expect(response?.body.message).toBe(TEXT.rejected(await reapplyDateOf(applicationId)));
      expect(await isListed(profileId)).toBe(false);
    });
  });
}
