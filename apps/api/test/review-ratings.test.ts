import { REVIEW_MESSAGES, TALENT_MESSAGES } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { type Actor, applyTo, postJob, signedInActor, trpcAs } from './helpers/jobs';
import { acceptedContract } from './helpers/offers';
import { backdateEnd, endContract, profileIdOf, review } from './helpers/reviews';

const t = useTestApp();

/** One developer with three clients: reviewed both ways, reviewed one way, ended with no review. */
describe('real ratings and completed contracts', () => {
  const lastName = `Rated${Date.now()}`;
  let developer: Actor;
  let profileId: number;
  const clients: Actor[] = [];
  const contracts: number[] = [];

  async function contractWith(client: Actor): Promise<number> {
    const job = await postJob(client);
    const application = await applyTo(developer, job.id);
    const { contractId } = await acceptedContract({
      client,
      developer,
      jobId: job.id,
      applicationId: application.id,
    });
    return contractId;
  }

  const talentCard = async () => {
    const response = await t.http().get(`/api/developers/all?search=${lastName}`);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    return response.body[0];
  };

  beforeAll(async () => {
    developer = await signedInActor(t, 'developer', { firstName: 'Amani', lastName });
    profileId = await profileIdOf(t.db, developer.user.id);
    for (const firstName of ['Grace', 'Otis', 'Lena', 'Ravi']) {
      const client = await signedInActor(t, 'client', { firstName, lastName: 'Client' });
      clients.push(client);
      contracts.push(await contractWith(client));
    }
    await t.db
      .updateTable('clientProfiles')
      .set({ companyName: 'Kilima Pay' })
      .where('userId', '=', clients[0]!.user.id)
      .execute();
  });

  it('shows "no reviews" and no completed contracts while every contract is active', async () => {
    const card = await talentCard();
    expect(card.rating).toEqual({ average: null, count: 0 });
    expect(card.completedContracts).toBe(0);
    const reviews = await t.http().get(`/api/developers/${profileId}/reviews`);
    expect(reviews.status).toBe(200);
    expect(reviews.body).toEqual({ average: null, count: 0, reviews: [] });
  });

  it('counts ended contracts and only visible reviews, on the list, the top list and the profile', async () => {
    const [both, oneWay, silent] = contracts as [number, number, number, number];
    for (const [index, contractId] of [both, oneWay, silent].entries())
      await endContract(clients[index]!, contractId);
    await review(clients[0]!, both, { rating: 4.5 });
    await review(developer, both, { rating: 5 });
    await review(clients[1]!, oneWay, { rating: 4 });

    const card = await talentCard();
    expect(card.rating).toEqual({ average: 4.5, count: 1 });
    expect(card.completedContracts).toBe(3);
    const profile = await t.http().get(`/api/developers/${profileId}`);
    expect(profile.body).toMatchObject({ rating: { average: 4.5, count: 1 }, completedContracts: 3 });
    const top = await t.http().get('/api/developers/top?limit=100');
    const mine = top.body.find((entry: { id: number }) => entry.id === profileId);
    expect(mine).toMatchObject({ rating: { average: 4.5, count: 1 }, completedContracts: 3 });

    const list = await t.http().get(`/api/developers/${profileId}/reviews`);
    expect(list.body).toMatchObject({
      average: 4.5,
      count: 1,
      reviews: [{ rating: 4.5, reviewerFirstName: 'Grace', reviewerCompanyName: 'Kilima Pay' }],
    });
    expect(JSON.stringify(list.body)).not.toContain('@');
  });

  it('adds the one-way review once its 30 days pass, newest first, average to one decimal', async () => {
    await backdateEnd(t.db, contracts[1]!, 31);
    const card = await talentCard();
    // (4.5 + 4) / 2 = 4.25, shown as 4.3.
    expect(card.rating).toEqual({ average: 4.3, count: 2 });
    const trpc = await trpcAs(t, clients[3]!);
    const list = await trpc.client.review.listForDeveloper.query({ id: profileId });
    expect(list.reviews.map((entry) => entry.reviewerFirstName)).toEqual(['Otis', 'Grace']);
    expect(list).toMatchObject({ average: 4.3, count: 2 });
  });

  it("lists a client's reviews by developers for signed-in users", async () => {
    const url = `/api/clients/${clients[0]!.user.id}/reviews`;
    expect((await t.http().get(url)).status).toBe(401);
    const response = await developer.http.get(url);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      average: 5,
      count: 1,
      reviews: [{ rating: 5, reviewerFirstName: 'Amani', reviewerCompanyName: null }],
    });
    const unreviewed = await clients[0]!.http.get(`/api/clients/${clients[1]!.user.id}/reviews`);
    expect(unreviewed.body).toEqual({ average: null, count: 0, reviews: [] });
    const notAClient = await clients[0]!.http.get(`/api/clients/${developer.user.id}/reviews`);
    expect(notAClient.status).toBe(404);
    expect(notAClient.body.message).toBe(REVIEW_MESSAGES.clientNotFound);
  });

  it('lists reviews of approved developers only', async () => {
    const pending = await signedInActor(t, 'developer', { approved: false });
    const pendingProfile = await profileIdOf(t.db, pending.user.id);
    for (const id of [pendingProfile, 999_999]) {
      const response = await pending.http.get(`/api/developers/${id}/reviews`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(TALENT_MESSAGES.notFound);
    }
  });
});
