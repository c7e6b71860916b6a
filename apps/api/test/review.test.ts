import { REVIEW_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { signedInActor, trpcAs } from './helpers/jobs';
import { acceptedContract, emailsTo, noticesOf, offerWorld } from './helpers/offers';
import { backdateEnd, endedContract, postReview, REVIEW_COMMENT, review } from './helpers/reviews';
import { trpcError } from './helpers/trpc';

const t = useTestApp();

describe('POST /api/contracts/:id/reviews', () => {
  it('opens when the contract ends: while active it is refused with a clear 409', async () => {
    const world = await offerWorld(t);
    const { contractId } = await acceptedContract(world);
    const early = await postReview(world.client, contractId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(REVIEW_MESSAGES.notEnded);
    const state = await world.client.http.get(`/api/contracts/${contractId}/reviews`);
    expect(state.status).toBe(200);
    expect(state.body).toEqual({
      mine: null,
      theirs: null,
      canReview: false,
      reviewDeadline: null,
      visibleFrom: null,
    });
  });

  it('checks the rating (1-5 in halves) and the comment (20-2000 characters)', async () => {
    const world = await endedContract(t);
    for (const rating of [0.5, 5.5, 3.3, '4', null]) {
      const response = await postReview(world.client, world.contractId, { rating });
      expect(response.status, String(rating)).toBe(400);
      expect(response.body.message).toBe(REVIEW_MESSAGES.rating);
    }
    for (const comment of ['Too short', `${' '.repeat(15)}Short still${' '.repeat(15)}`, 'x'.repeat(2001)]) {
      const response = await postReview(world.client, world.contractId, { comment });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(REVIEW_MESSAGES.comment);
    }
    expect(
      await t.db.selectFrom('reviews').select('id').where('contractId', '=', world.contractId).execute(),
    ).toEqual([]);
  });

  it('is for the two parties only: others get the 404 of a missing contract, visitors 401', async () => {
    const world = await endedContract(t);
    for (const role of ['client', 'developer', 'admin'] as const) {
      const stranger = await signedInActor(t, role);
      const response = await postReview(stranger, world.contractId);
      expect(response.status, role).toBe(404);
      expect((await stranger.http.get(`/api/contracts/${world.contractId}/reviews`)).status).toBe(404);
    }
    const visitor = await t.http().post(`/api/contracts/${world.contractId}/reviews`, {
      rating: 5,
      comment: REVIEW_COMMENT,
    });
    expect(visitor.status).toBe(401);
    expect(
      await t.db.selectFrom('reviews').select('id').where('contractId', '=', world.contractId).execute(),
    ).toEqual([]);
  });

  it('takes one review per party (409 the second time) and tells the other party', async () => {
    const world = await endedContract(t);
    const changesOfDeveloper = () =>
      t.db
        .selectFrom('userEvents')
        .select(['type', 'payload'])
        .where('userId', '=', world.developer.user.id)
        .where('type', '=', 'changed')
        .orderBy('seq')
        .execute();
    const changesBefore = (await changesOfDeveloper()).length;
    const created = await review(world.client, world.contractId, { rating: 4.5 });
    expect(created).toMatchObject({
      mine: { rating: 4.5, comment: REVIEW_COMMENT, reviewerFirstName: 'Sarah' },
      theirs: null,
      canReview: false,
    });
    const again = await postReview(world.client, world.contractId, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    const [notice] = await noticesOf(t.db, world.developer.user.id);
    expect(notice).toMatchObject({ type: 'contract_update', title: 'New review', link: '/contracts' });
    expect(notice?.message).toContain('Sarah Collins reviewed your contract');
    const [email] = await emailsTo(t.db, world.developer.email);
    expect(email?.subject).toBe('New review');
    expect(email?.bodyText).not.toContain('4.5');
    const changes = await changesOfDeveloper();
    expect(changes).toHaveLength(changesBefore + 1);
    expect(changes.at(-1)).toMatchObject({ payload: { topics: ['contract'] } });
  });

  it('keeps one review when the same party submits twice at once', async () => {
    const world = await endedContract(t);
    const trpc = await trpcAs(t, world.developer);
    const attempts = await Promise.allSettled(
      [4, 5, 3].map((rating) =>
        trpc.client.review.create.mutate({ id: world.contractId, rating, comment: REVIEW_COMMENT }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') expect(attempt.reason.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    }
    const rows = await t.db
      .selectFrom('reviews')
      .select('id')
      .where('contractId', '=', world.contractId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('closes 30 days after the end', async () => {
    const world = await endedContract(t);
    await backdateEnd(t.db, world.contractId, 31);
    const late = await postReview(world.developer, world.contractId);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(REVIEW_MESSAGES.windowClosed);
    const trpc = await trpcAs(t, world.developer);
    expect((await trpc.client.review.forContract.query({ id: world.contractId })).canReview).toBe(false);
    const error = await trpcError(
      trpc.client.review.create.mutate({ id: world.contractId, rating: 5, comment: REVIEW_COMMENT }),
    );
    expect(error.data?.httpStatus).toBe(409);
  });
});

describe('GET /api/contracts/:id/reviews: neither answers the other', () => {
  it('hides the other review until both are in, then shows both to both', async () => {
    const world = await endedContract(t);
    const before = await world.developer.http.get(`/api/contracts/${world.contractId}/reviews`);
    expect(before.body).toMatchObject({ mine: null, theirs: null, canReview: true });
    const contract = await world.developer.http.get(`/api/contracts/${world.contractId}`);
    const deadline = new Date(Date.parse(contract.body.endedAt) + 30 * 24 * 3600 * 1000).toISOString();
    expect(before.body.reviewDeadline).toBe(deadline);
    expect(before.body.visibleFrom).toBe(deadline);

    await review(world.client, world.contractId, { rating: 3.5 });
    const waiting = await world.developer.http.get(`/api/contracts/${world.contractId}/reviews`);
    expect(waiting.body).toMatchObject({ mine: null, theirs: null, canReview: true });
    const clientSide = await world.client.http.get(`/api/contracts/${world.contractId}/reviews`);
    expect(clientSide.body).toMatchObject({ mine: { rating: 3.5 }, theirs: null, canReview: false });

    const answered = await review(world.developer, world.contractId, {
      rating: 5,
      comment: 'A fair client with a clear brief and fast answers.',
    });
    expect(answered).toMatchObject({
      mine: { rating: 5, reviewerFirstName: 'Priya', reviewerCompanyName: null },
      theirs: { rating: 3.5, reviewerFirstName: 'Sarah' },
    });
    expect(Date.parse(answered.visibleFrom)).toBe(Date.parse(answered.mine.createdAt));
    const both = await world.client.http.get(`/api/contracts/${world.contractId}/reviews`);
    expect(both.body).toMatchObject({ mine: { rating: 3.5 }, theirs: { rating: 5 } });
  });

  it('shows a lone review once 30 days have passed since the end', async () => {
    const world = await endedContract(t);
    await review(world.developer, world.contractId, { rating: 2 });
    const trpc = await trpcAs(t, world.client);
    expect((await trpc.client.review.forContract.query({ id: world.contractId })).theirs).toBeNull();
    await backdateEnd(t.db, world.contractId, 31);
    const later = await trpc.client.review.forContract.query({ id: world.contractId });
    expect(later).toMatchObject({ mine: null, theirs: { rating: 2 }, canReview: false });
  });
});
