import { REJECTION_MESSAGES, VETTING_MESSAGES } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationPayload, decisionEmailsFor, notificationsOf, submitApplication } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { type Actor, signedInActor, trpcAs } from './helpers/jobs';
import { createUser } from './helpers/users';

/** Issue 12, evaluating applicants: vetting rejections with reasons, and applying again later. */

const REAPPLY_AFTER_DAYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
const t = useTestApp({ env: { REAPPLY_AFTER_DAYS: String(REAPPLY_AFTER_DAYS) } });

let admin: Actor;
beforeAll(async () => {
  admin = await signedInActor(t, 'admin');
});

function storedApplication(id: number) {
  return t.db
    .selectFrom('vettingSubmissions')
    .select(['isApproved', 'reviewedAt', 'rejectionReason', 'rejectionNote', 'firstName'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const day = (date: Date) => date.toISOString().slice(0, 10);

describe('PUT /api/admin/developer-applications/:id/reject with a reason', () => {
  it('stores the reason and note and says them, with the date to apply again, in the email and the notice', async () => {
    const { id, email } = await submitApplication(t);
    const account = await createUser(t.db, 'developer', { email });
    const response = await admin.http.put(`/api/admin/developer-applications/${id}/reject`, {
      reason: 'incomplete_profile',
      note: 'Add a project with a public link.',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.application.rejection).toEqual({
      reason: 'incomplete_profile',
      reasonLabel: 'Profile is incomplete',
      note: 'Add a project with a public link.',
    });
    const stored = await storedApplication(id);
    expect(stored).toMatchObject({ isApproved: false, rejectionReason: 'incomplete_profile' });
    const from = day(new Date((stored.reviewedAt ?? new Date()).getTime() + REAPPLY_AFTER_DAYS * DAY_MS));

    const [message] = await decisionEmailsFor(t, email);
    expect(message?.bodyText).toContain('Reason: Profile is incomplete');
    expect(message?.bodyText).toContain('Add a project with a public link.');
    expect(message?.bodyText).toContain(`You may apply again from ${from}.`);
    expect(message?.bodyText).not.toContain('welcome to apply again');
    expect(await notificationsOf(t, account.user.id)).toEqual([
      {
        type: 'warning',
        title: 'Your Tech Talent application was not approved',
        message: `Thank you for applying. Reason: Profile is incomplete. Note: Add a project with a public link. You may apply again from ${from}.`,
        link: null,
      },
    ]);
  });

  it('still rejects without a body, through the tRPC client too, and shows the rejection in the list', async () => {
    const { id } = await submitApplication(t);
    const bare = await admin.http.put(`/api/admin/developer-applications/${id}/reject`);
    expect(bare.status).toBe(200);
    expect(bare.body.application.rejection).toEqual({ reason: null, reasonLabel: null, note: null });
    const other = await submitApplication(t);
    const trpc = await trpcAs(t, admin);
    const decided = await trpc.client.vetting.reject.mutate({
      id: other.id,
      reason: 'skills_mismatch',
    });
    expect(decided.application.rejection?.reasonLabel).toBe('Skills do not match the role');
    const list = await trpc.client.vetting.list.query({ status: 'rejected' });
    expect(list.applications.find((row) => row.id === other.id)?.rejection?.reason).toBe('skills_mismatch');
  });

  it('refuses an unknown reason and a note over 1,000 characters, rejecting nothing', async () => {
    const { id } = await submitApplication(t);
    const url = `/api/admin/developer-applications/${id}/reject`;
    const reason = await admin.http.put(url, { reason: 'too_young' });
    expect(reason.status).toBe(400);
    expect(reason.body.message).toBe(REJECTION_MESSAGES.reason);
    const note = await admin.http.put(url, { reason: 'other', note: 'x'.repeat(1001) });
    expect(note.status).toBe(400);
    expect(note.body.message).toBe(REJECTION_MESSAGES.note);
    expect((await storedApplication(id)).isApproved).toBeNull();
  });

  it('is for admins only (403 for a developer and a client, 401 for a visitor)', async () => {
    const { id } = await submitApplication(t);
    const url = `/api/admin/developer-applications/${id}/reject`;
    for (const role of ['developer', 'client'] as const) {
      const actor = await signedInActor(t, role);
      expect((await actor.http.put(url, { reason: 'other' })).status).toBe(403);
    }
    expect((await t.http().put(url, { reason: 'other' })).status).toBe(401);
    expect((await storedApplication(id)).isApproved).toBeNull();
  });
});

describe('POST /api/developer/apply after a rejection', () => {
  it('answers 409 with the date until REAPPLY_AFTER_DAYS have passed, then takes the new application', async () => {
    const first = await submitApplication(t);
    await admin.http.put(`/api/admin/developer-applications/${first.id}/reject`, {
      reason: 'experience_level',
    });
    const { reviewedAt } = await storedApplication(first.id);
    const from = day(new Date((reviewedAt ?? new Date()).getTime() + REAPPLY_AFTER_DAYS * DAY_MS));

    const again = applicationPayload({ email: first.email.toUpperCase(), firstName: 'Wanjira' });
    const early = await t.http().post('/api/developer/apply', again);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(VETTING_MESSAGES.reapplyFrom(from));
    expect(early.body.message).toBe(
      `Your earlier application was not approved. You may apply again from ${from}.`,
    );

    // The rejection happened long enough ago.
    await t.db
      .updateTable('vettingSubmissions')
      .set({ reviewedAt: new Date(Date.now() - (REAPPLY_AFTER_DAYS + 1) * DAY_MS) })
      .where('id', '=', first.id)
      .execute();
    const later = await t.http().post('/api/developer/apply', again);
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body).toEqual({ id: first.id, message: VETTING_MESSAGES.received });
    expect(await storedApplication(first.id)).toMatchObject({
      isApproved: null,
      reviewedAt: null,
      rejectionReason: null,
      firstName: 'Wanjira',
    });
    const pendingAgain = await t.http().post('/api/developer/apply', again);
    expect(pendingAgain.status).toBe(409);
    expect(pendingAgain.body.message).toBe(VETTING_MESSAGES.alreadyApplied);
  });

  it('keeps "Application already exists" for pending and approved applications', async () => {
    const pending = await submitApplication(t);
    const response = await t
      .http()
      .post('/api/developer/apply', applicationPayload({ email: pending.email }));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(VETTING_MESSAGES.alreadyApplied);
    const approved = await submitApplication(t);
    await admin.http.put(`/api/admin/developer-applications/${approved.id}/approve`);
    const again = await t.http().post('/api/developer/apply', applicationPayload({ email: approved.email }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(VETTING_MESSAGES.alreadyApplied);
  });
});
