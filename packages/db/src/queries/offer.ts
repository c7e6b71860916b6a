import type { Insertable } from 'kysely';
import type { OffersTable } from '../contract-types';
import type { Executor } from './executor';
import { PARTY_COLUMNS } from './party-columns';

/** The application an offer is made from, with its job, locked until the transaction ends. */
export function lockApplicationForOffer(db: Executor, applicationId: number) {
  return db
    .selectFrom('jobApplications')
    .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
    .select([
      'jobApplications.id',
      'jobApplications.status',
      'jobApplications.developerId',
      'jobs.id as jobId',
      'jobs.clientId',
    ])
    .where('jobApplications.id', '=', applicationId)
    .forUpdate('jobApplications')
    .executeTakeFirst();
}

/** A job of the client (someone else's is not found), with its status. */
export function findClientJob(db: Executor, clientId: number, jobId: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'status'])
    .where('id', '=', jobId)
    .where('clientId', '=', clientId)
    .executeTakeFirst();
}

/** Whether an offer from the client to the developer for the job (or for none) waits for an answer. */
export async function hasSentOffer(
  db: Executor,
  offer: { clientId: number; developerId: number; jobId: number | null },
): Promise<boolean> {
  const row = await db
    .selectFrom('offers')
    .select('id')
    .where('clientId', '=', offer.clientId)
    .where('developerId', '=', offer.developerId)
    .where((eb) => (offer.jobId === null ? eb('jobId', 'is', null) : eb('jobId', '=', offer.jobId)))
    .where('status', '=', 'sent')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOffer(
  db: Executor,
  offer: Omit<Insertable<OffersTable>, 'status'>,
): Promise<number> {
  const { id } = await db
    .insertInto('offers')
    .values({ ...offer, status: 'sent' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An offer's parties and status; undefined when it does not exist or the user is neither party. */
export function findOfferAccess(db: Executor, id: number, userId: number) {
  return db
    .selectFrom('offers')
    .select(['id', 'status', 'clientId', 'developerId'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('clientId', '=', userId), eb('developerId', '=', userId)]))
    .executeTakeFirst();
}

/** Locks the offer so an accept and a withdraw at once happen one after the other. */
export function lockOffer(db: Executor, id: number) {
  return db.selectFrom('offers').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

export type LockedOffer = Awaited<ReturnType<typeof lockOffer>>;

/** The developer's answer or the client's withdrawal. */
export async function answerOffer(
  db: Executor,
  id: number,
  change: { status: 'accepted' | 'declined' | 'withdrawn'; declineNote?: string | null },
): Promise<void> {
  const now = new Date();
  await db
    .updateTable('offers')
    .set({ ...change, updatedAt: now, respondedAt: now })
    .where('id', '=', id)
    .execute();
}

function selectOffers(db: Executor) {
  return db
    .selectFrom('offers')
    .innerJoin('users as client', 'client.id', 'offers.clientId')
    .innerJoin('users as developer', 'developer.id', 'offers.developerId')
    .leftJoin('clientProfiles', 'clientProfiles.userId', 'offers.clientId')
    .leftJoin('jobs', 'jobs.id', 'offers.jobId')
    .leftJoin('contracts', 'contracts.offerId', 'offers.id')
    .select([
      'offers.id',
      'offers.status',
      'offers.applicationId',
      'offers.hourlyRateCents',
      'offers.weeklyHourLimit',
      'offers.startDate',
      'offers.endDate',
      'offers.trialDays',
      'offers.message',
      'offers.declineNote',
      'offers.createdAt',
      'offers.updatedAt',
      'offers.respondedAt',
      'jobs.id as jobId',
      'jobs.title as jobTitle',
      'contracts.id as contractId',
      ...PARTY_COLUMNS,
    ]);
}

/** An offer with its job and both parties (emails included, for mail only). */
export type OfferRecord = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

export function findOfferById(db: Executor, id: number): Promise<OfferRecord | undefined> {
  return selectOffers(db).where('offers.id', '=', id).executeTakeFirst();
}

/** Every offer the user made or received, newest first. */
export function findUserOffers(db: Executor, userId: number): Promise<OfferRecord[]> {
  return selectOffers(db)
    .where((eb) => eb.or([eb('offers.clientId', '=', userId), eb('offers.developerId', '=', userId)]))
    .orderBy('offers.createdAt', 'desc')
    .orderBy('offers.id', 'desc')
    .execute();
}
