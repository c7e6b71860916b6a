import { describe, expect, it } from 'vitest';
import { auditRowsFor, decide, decisionEmailsFor, statusOf, submitApplication } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { signedInActor, useActors } from './helpers/jobs';

/**
 * Review decisions: every transition spec 001 §4 allows and the ones it does not, the bulk reset
 * of rejected applications, and their audit rows.
 */

const t = useTestApp({ env: { SESSION_SECRET: 'admin-review-test-secret-0123456789abcdef' } });

/** The texts, written out so that a changed constant fails here too. */
const TEXT = {
  alreadyApproved: 'This application is already approved',
  alreadyRejected: 'This application is already rejected',
  alreadyPending: 'This application is already pending',
  rejectedCannotBeApproved:
    'A rejected application must be moved back to pending (Move Rejected → Pending) before it can be approved',
  approvedCannotBePending: 'An approved application cannot be moved back to pending',
  rejectedToPendingInBulk:
    'Rejected applications move back to pending only all together (Move Rejected → Pending)',
  notFound: 'Application not found',
} as const;

const { admin } = useActors(t, { admin: ['admin', { firstName: 'Amina', lastName: 'Wekesa' }] });

describe('the transitions of spec 001 §4', () => {
  it('pending → approved records the reviewer and the time', async () => {
    const { id } = await submitApplication(t);
    const response = await admin.http.put(`/api/admin/developer-applications/${id}/approve`);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Application approved');
    // Nobody holds an account under the address: the notice says they are invited to make one.
    expect(response.body.applicant).toBe('invited');
    expect(response.body.application).toMatchObject({
      id,
      isApproved: true,
      status: 'approved',
      reviewedBy: admin.user.id,
    });
    expect(Date.now() - Date.parse(response.body.application.reviewedAt)).toBeLessThan(60_000);
    expect(await statusOf(admin, id)).toMatchObject({ isApproved: true, status: 'approved' });
  });

  it('pending → rejected records the reviewer, and the applicant gets a polite email', async () => {
    const { id, email } = await submitApplication(t, { firstName: 'Baraka' });
    const response = await admin.http.put(`/api/admin/developer-applications/${id}/reject`);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Application rejected');
    expect(response.body.applicant).toBe('notified');
    expect(response.body.application).toMatchObject({
      isApproved: false,
      status: 'rejected',
      reviewedBy: admin.user.id,
    });
    const [sent] = await decisionEmailsFor(t, email);
    expect(sent?.subject).toBe('Your Talanta Tech Talent application');
    expect(sent?.bodyText).toContain('Hello Baraka,');
    expect(sent?.bodyText).toContain('Thank you for applying');
  });

  it('approved → rejected (the row menu offers Reject for approved applicants)', async () => {
    const { id } = await submitApplication(t);
    await decide(admin.http, id, 'approve');
    const rejected = await decide(admin.http, id, 'reject');
    expect(rejected).toMatchObject({ isApproved: false, status: 'rejected' });
  });

  it('approved → pending is impossible: no route moves it, the status route refuses with the reason', async () => {
    const { id } = await submitApplication(t);
    await decide(admin.http, id, 'approve');
    const response = await admin.http.put(`/api/admin/developer-applications/${id}/status`, {
      status: 'pending',
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: TEXT.approvedCannotBePending, code: 'CONFLICT' });
    const reset = await admin.http.post('/api/admin/developer-applications/reset-rejected-to-pending');
    expect(reset.status).toBe(200);
    expect((await statusOf(admin, id)).status).toBe('approved');
  });

  it('refuses repeats and moves §4 does not list with 409, changing nothing', async () => {
    const approved = await submitApplication(t);
    await decide(admin.http, approved.id, 'approve');
    const again = await admin.http.put(`/api/admin/developer-applications/${approved.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TEXT.alreadyApproved);

    const rejected = await submitApplication(t);
    await decide(admin.http, rejected.id, 'reject');
    const twice = await admin.http.put(`/api/admin/developer-applications/${rejected.id}/reject`);
    expect(twice.body).toEqual({ message: TEXT.alreadyRejected, code: 'CONFLICT' });
    const approveRejected = await admin.http.put(`/api/admin/developer-applications/${rejected.id}/approve`);
    expect(approveRejected.status).toBe(409);
    expect(approveRejected.body.message).toBe(TEXT.rejectedCannotBeApproved);
    const oneBack = await admin.http.put(`/api/admin/developer-applications/${rejected.id}/status`, {
      status: 'pending',
    });
    expect(oneBack.body).toEqual({ message: TEXT.rejectedToPendingInBulk, code: 'CONFLICT' });

    const pending = await submitApplication(t);
    const stay = await admin.http.put(`/api/admin/developer-applications/${pending.id}/status`, {
      status: 'pending',
    });
    expect(stay.body.message).toBe(TEXT.alreadyPending);

    expect((await statusOf(admin, approved.id)).status).toBe('approved');
    expect((await statusOf(admin, rejected.id)).status).toBe('rejected');
    expect((await statusOf(admin, pending.id)).status).toBe('pending');
    expect(await auditRowsFor(t, 'application.approve', rejected.id)).toEqual([]);
  });

  it('the status route makes the allowed moves too', async () => {
    const { id } = await submitApplication(t);
    const response = await admin.http.put(`/api/admin/developer-applications/${id}/status`, {
      status: 'rejected',
    });
    expect(response.status).toBe(200);
    expect(response.body.application.status).toBe('rejected');
  });

  it('answers 404 for an unknown application and 400 for a bad id', async () => {
    const missing = await admin.http.put('/api/admin/developer-applications/999999/approve');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: TEXT.notFound, code: 'NOT_FOUND' });
    const bad = await admin.http.put('/api/admin/developer-applications/abc/reject');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid id');
  });

  it('two admins deciding the same application at once: one decision wins, the other is refused', async () => {
    const { id } = await submitApplication(t);
    const other = await signedInActor(t, 'admin');
    const responses = await Promise.all([
      admin.http.put(`/api/admin/developer-applications/${id}/approve`),
      other.http.put(`/api/admin/developer-applications/${id}/approve`),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await auditRowsFor(t, 'application.approve', id)).toHaveLength(1);
  });
});

describe('POST /api/admin/developer-applications/reset-rejected-to-pending', () => {
  it('moves every rejected application (only those) back to pending, clearing the decision', async () => {
    const rejectedA = await submitApplication(t);
    const rejectedB = await submitApplication(t);
    const approved = await submitApplication(t);
    const pending = await submitApplication(t);
    await decide(admin.http, rejectedA.id, 'reject');
    await decide(admin.http, rejectedB.id, 'reject');
    await decide(admin.http, approved.id, 'approve');
    const before = await admin.http.get('/api/admin/developer-applications?status=rejected');
    const rejectedCount = before.body.length as number;

    const response = await admin.http.post('/api/admin/developer-applications/reset-rejected-to-pending');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: `${rejectedCount} rejected applications moved to pending.`,
      count: rejectedCount,
    });
    for (const id of [rejectedA.id, rejectedB.id, pending.id]) {
      expect(await statusOf(admin, id)).toMatchObject({
        status: 'pending',
        isApproved: null,
        reviewedAt: null,
        reviewedBy: null,
      });
    }
    expect((await statusOf(admin, approved.id)).status).toBe('approved');
    // Back at pending, the ordinary moves apply again.
    expect((await decide(admin.http, rejectedA.id, 'approve')).status).toBe('approved');

    const [audit] = (await auditRowsFor(t, 'application.reset')).slice(-1);
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.email,
      targetType: 'vetting_submission',
    });
    expect((audit?.after as { ids: number[] } | undefined)?.ids).toEqual(
      expect.arrayContaining([rejectedA.id, rejectedB.id]),
    );

    const nothing = await admin.http.post('/api/admin/developer-applications/reset-rejected-to-pending');
    expect(nothing.body).toEqual({ message: 'There were no rejected applications to move.', count: 0 });
  });
});

describe('the audit log of review decisions', () => {
  it('records actor, action, target, before and after for approve and reject', async () => {
    const { id, email } = await submitApplication(t);
    await decide(admin.http, id, 'approve');
    await decide(admin.http, id, 'reject');
    const [approval] = await auditRowsFor(t, 'application.approve', id);
    expect(approval).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.email,
      targetType: 'vetting_submission',
      targetId: id,
      before: { email, status: 'pending', isApproved: null, reviewedBy: null },
      after: { email, status: 'approved', isApproved: true, reviewedBy: admin.user.id, invitationSent: true },
    });
    const [rejection] = await auditRowsFor(t, 'application.reject', id);
    expect(rejection).toMatchObject({
      before: { status: 'approved' },
      // The receipt's account link and the approval's invitation, both unused.
      after: { status: 'rejected', invitationsRevoked: 2 },
    });
  });
});
