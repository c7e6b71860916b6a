import { OFFER_MESSAGES } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { postJob, signedInActor, trpcAs } from './helpers/jobs';
import {
  dateIn,
  emailsTo,
  makeOffer,
  noticesOf,
  type OfferWorld,
  offerTerms,
  offerWorld,
} from './helpers/offers';
import { trpcError } from './helpers/trpc';

const t = useTestApp();

describe('making an offer', () => {
  let world: OfferWorld;
  beforeAll(async () => {
    world = await offerWorld(t);
  });

  it('refuses terms that break the rules, with the rule’s message, and stores nothing', async () => {
    const from = { applicationId: world.applicationId };
    const cases: [Record<string, unknown>, string][] = [
      [offerTerms({ ...from, hourlyRate: 0.99 }), OFFER_MESSAGES.hourlyRate],
      [offerTerms({ ...from, hourlyRate: 10.555 }), OFFER_MESSAGES.hourlyRate],
      [offerTerms({ ...from, weeklyHourLimit: 61 }), OFFER_MESSAGES.weeklyHourLimit],
      [offerTerms({ ...from, weeklyHourLimit: 0 }), OFFER_MESSAGES.weeklyHourLimit],
      [offerTerms({ ...from, startDate: '15/01/2031' }), OFFER_MESSAGES.startDate],
      [offerTerms({ ...from, startDate: dateIn(-1) }), OFFER_MESSAGES.startDatePast],
      [offerTerms({ ...from, endDate: dateIn(7) }), OFFER_MESSAGES.endBeforeStart],
      [offerTerms(), OFFER_MESSAGES.recipient],
    ];
    for (const [body, message] of cases) {
      const response = await world.client.http.post('/api/offers', body);
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await t.db.selectFrom('offers').select('id').execute()).toEqual([]);
  });

  it('is for clients only: a developer 403, a visitor 401', async () => {
    const body = offerTerms({ applicationId: world.applicationId });
    expect((await world.developer.http.post('/api/offers', body)).status).toBe(403);
    expect((await t.http().post('/api/offers', body)).status).toBe(401);
  });

  it('from an application: 201, sent, cents stored, the developer notified and emailed', async () => {
    const offer = await makeOffer(
      world.client,
      offerTerms({ applicationId: world.applicationId, startDate: dateIn(0), endDate: dateIn(90) }),
    );
    expect(offer).toMatchObject({
      status: 'sent',
      applicationId: world.applicationId,
      job: { id: world.jobId },
      developer: { id: world.developer.user.id },
      otherParty: 'developer',
      otherPartyName: 'Priya Sharma',
      hourlyRateCents: 4550,
      hourlyRate: 45.5,
      weeklyHourLimit: 30,
      startDate: dateIn(0),
      endDate: dateIn(90),
      contractId: null,
    });
    const [notice] = await noticesOf(t.db, world.developer.user.id);
    expect(notice).toMatchObject({ type: 'contract_update', title: 'New offer', link: '/offers' });
    expect(notice?.message).toContain('Sarah Collins sent you an offer');
    const [email] = await emailsTo(t.db, world.developer.email);
    expect(email?.subject).toBe('New offer');
    expect(email?.bodyText).toContain('$45.50 an hour, up to 30 hours a week');
    expect(email?.bodyText).toContain('/offers');
  });

  it('keeps one sent offer per developer and job (409)', async () => {
    const again = await world.client.http.post(
      '/api/offers',
      offerTerms({ applicationId: world.applicationId }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(OFFER_MESSAGES.alreadySent);
    const sameJob = await world.client.http.post(
      '/api/offers',
      offerTerms({ developerId: world.developer.developerId, jobId: world.jobId }),
    );
    expect(sameJob.status).toBe(409);
  });

  it('to a developer directly over tRPC, with or without an own open job', async () => {
    const trpc = await trpcAs(t, world.client);
    const offer = await trpc.client.offer.create.mutate(
      offerTerms({ developerId: world.developer.developerId }),
    );
    expect(offer).toMatchObject({ status: 'sent', job: null, applicationId: null });
    const unapproved = await signedInActor(t, 'developer', { approved: false });
    const hidden = await trpcError(
      trpc.client.offer.create.mutate(offerTerms({ developerId: unapproved.developerId })),
    );
    expect(hidden.data?.httpStatus).toBe(404);
    expect(hidden.message).toBe(OFFER_MESSAGES.developerNotFound);
    const closed = await postJob(world.client);
    expect((await world.client.http.put(`/api/jobs/${closed.id}/close`)).status).toBe(200);
    const onClosed = await trpcError(
      trpc.client.offer.create.mutate(
        offerTerms({ developerId: world.developer.developerId, jobId: closed.id }),
      ),
    );
    expect(onClosed.data?.httpStatus).toBe(409);
    expect(onClosed.message).toBe(OFFER_MESSAGES.jobClosed);
  });

  it("refuses another client's application or job as not found", async () => {
    const other = await signedInActor(t, 'client');
    const application = await other.http.post(
      '/api/offers',
      offerTerms({ applicationId: world.applicationId }),
    );
    expect(application.status).toBe(404);
    expect(application.body.message).toBe(OFFER_MESSAGES.applicationNotFound);
    const job = await other.http.post(
      '/api/offers',
      offerTerms({ developerId: world.developer.developerId, jobId: world.jobId }),
    );
    expect(job.status).toBe(404);
    expect(job.body.message).toBe(OFFER_MESSAGES.jobNotFound);
  });
});

describe('answering an offer', () => {
  let world: OfferWorld;
  beforeAll(async () => {
    world = await offerWorld(t);
  });

  it('accepting makes the contract and accepts the application in one go; the client is told', async () => {
    const offer = await makeOffer(world.client, offerTerms({ applicationId: world.applicationId }));
    const url = `/api/offers/${offer.id}/accept`;
    expect((await world.client.http.put(url)).status).toBe(403);
    expect((await (await signedInActor(t, 'developer')).http.put(url)).status).toBe(404);
    expect((await t.http().put(url)).status).toBe(401);
    const accepted = await world.developer.http.put(url);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', otherParty: 'client' });
    expect(accepted.body.respondedAt).not.toBeNull();
    const contract = await t.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', accepted.body.contractId)
      .executeTakeFirstOrThrow();
    expect(contract).toMatchObject({
      offerId: offer.id,
      clientId: world.client.user.id,
      developerId: world.developer.user.id,
      jobId: world.jobId,
      hourlyRateCents: 4550,
      status: 'active',
    });
    const application = await t.db
      .selectFrom('jobApplications')
      .select('status')
      .where('id', '=', world.applicationId)
      .executeTakeFirstOrThrow();
    expect(application.status).toBe('accepted');
    const [event] = await t.db
      .selectFrom('userEvents')
      .select(['type', 'payload'])
      .where('userId', '=', world.developer.user.id)
      .orderBy('seq', 'desc')
      .limit(1)
      .execute();
    expect(event).toMatchObject({ type: 'changed', payload: { topics: ['contract', 'application'] } });
    const [notice] = await noticesOf(t.db, world.client.user.id);
    expect(notice).toMatchObject({ title: 'Offer accepted', link: `/contracts/${accepted.body.contractId}` });
    const [email] = await emailsTo(t.db, world.client.email);
    expect(email?.subject).toBe('Offer accepted');
    const again = await world.developer.http.put(url);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(OFFER_MESSAGES.notSent);
    expect((await world.client.http.put(`/api/offers/${offer.id}/withdraw`)).status).toBe(409);
  });

  it('declining keeps the note and tells the client; no contract is made', async () => {
    const offer = await makeOffer(world.client, offerTerms({ developerId: world.developer.developerId }));
    const trpc = await trpcAs(t, world.developer);
    const declined = await trpc.client.offer.decline.mutate({ id: offer.id, note: 'The rate is too low' });
    expect(declined).toMatchObject({
      status: 'declined',
      declineNote: 'The rate is too low',
      contractId: null,
    });
    const [notice] = await noticesOf(t.db, world.client.user.id);
    expect(notice).toMatchObject({ title: 'Offer declined', link: '/offers' });
    const [email] = await emailsTo(t.db, world.client.email);
    expect(email?.bodyText).toContain('Their note: The rate is too low');
    const late = await trpcError(trpc.client.offer.accept.mutate({ id: offer.id }));
    expect(late.data?.httpStatus).toBe(409);
  });

  it('the client withdraws a sent offer; the developer is told and can no longer accept', async () => {
    const offer = await makeOffer(world.client, offerTerms({ developerId: world.developer.developerId }));
    expect((await world.developer.http.put(`/api/offers/${offer.id}/withdraw`)).status).toBe(403);
    const withdrawn = await world.client.http.put(`/api/offers/${offer.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('withdrawn');
    const [notice] = await noticesOf(t.db, world.developer.user.id);
    expect(notice).toMatchObject({ title: 'Offer withdrawn', link: '/offers' });
    expect((await world.developer.http.put(`/api/offers/${offer.id}/accept`)).status).toBe(409);
    // Once answered, a new offer to the same developer may be sent.
    await makeOffer(world.client, offerTerms({ developerId: world.developer.developerId }));
  });

  it('lists each side’s own offers, newest first, with the other party and the job', async () => {
    const mine = await world.developer.http.get('/api/offers');
    expect(mine.status).toBe(200);
    expect(mine.body.map((offer: { status: string }) => offer.status)).toEqual([
      'sent',
      'withdrawn',
      'declined',
      'accepted',
    ]);
    expect(mine.body[3]).toMatchObject({ otherPartyName: 'Sarah Collins', job: { id: world.jobId } });
    const trpc = await trpcAs(t, world.client);
    const theirs = await trpc.client.offer.list.query();
    expect(theirs.map((offer) => offer.id)).toEqual(mine.body.map((offer: { id: number }) => offer.id));
    expect(theirs[0]?.otherPartyName).toBe('Priya Sharma');
    const stranger = await signedInActor(t, 'client');
    expect((await stranger.http.get('/api/offers')).body).toEqual([]);
    expect((await t.http().get('/api/offers')).status).toBe(401);
  });
});

describe('at the same time', () => {
  let world: OfferWorld;
  beforeAll(async () => {
    world = await offerWorld(t);
  });

  it('two offers for the same developer and job: one 201, one 409', async () => {
    const body = offerTerms({ applicationId: world.applicationId });
    const answers = await Promise.all([
      world.client.http.post('/api/offers', body),
      world.client.http.post('/api/offers', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('an accept and a withdraw: the first wins, the other gets 409, at most one contract', async () => {
    const offer = await makeOffer(world.client, offerTerms({ developerId: world.developer.developerId }));
    const [accepted, withdrawn] = await Promise.all([
      world.developer.http.put(`/api/offers/${offer.id}/accept`),
      world.client.http.put(`/api/offers/${offer.id}/withdraw`),
    ]);
    expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
    const contracts = await t.db
      .selectFrom('contracts')
      .select('id')
      .where('offerId', '=', offer.id)
      .execute();
    expect(contracts).toHaveLength(accepted.status === 200 ? 1 : 0);
  });
});
