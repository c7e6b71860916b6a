import { trialEndsOn } from '@talanta/schema';
import { sql } from 'kysely';
import type { ContractEndKind } from '../contract-types';
import type { Executor } from './executor';
import type { LockedOffer } from './offer';
import { PARTY_COLUMNS } from './party-columns';

/** The contract an accepted offer makes: the offer's parties, job and terms. */
export async function insertContractFromOffer(db: Executor, offer: LockedOffer): Promise<number> {
  const { id } = await db
    .insertInto('contracts')
    .values({
      offerId: offer.id,
      clientId: offer.clientId,
      developerId: offer.developerId,
      jobId: offer.jobId,
      hourlyRateCents: offer.hourlyRateCents,
      weeklyHourLimit: offer.weeklyHourLimit,
      startDate: offer.startDate,
      endDate: offer.endDate,
      trialEndsOn: trialEndsOn(offer.startDate, offer.trialDays),
      status: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A contract's parties and status; undefined when it does not exist or the user is neither party. */
export function findContractAccess(db: Executor, id: number, userId: number) {
  return db
    .selectFrom('contracts')
    .select(['id', 'status', 'clientId', 'developerId'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('clientId', '=', userId), eb('developerId', '=', userId)]))
    .executeTakeFirst();
}

/** Locks the contract so two ends at once happen one after the other. */
export function lockContract(db: Executor, id: number) {
  return db
    .selectFrom('contracts')
    .innerJoin('offers', 'offers.id', 'contracts.offerId')
    .select([
      'contracts.id',
      'contracts.status',
      'contracts.clientId',
      'contracts.developerId',
      'contracts.trialEndsOn',
      'offers.applicationId',
    ])
    .where('contracts.id', '=', id)
    .forUpdate('contracts')
    .executeTakeFirstOrThrow();
}

export async function endContract(
  db: Executor,
  id: number,
  end: { endedBy: number; endKind: ContractEndKind; endReason: string | null },
): Promise<void> {
  await db
    .updateTable('contracts')
    .set({ ...end, status: 'ended', endedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** How many active contracts the user is a party to, on either side (for the dashboards). */
export async function countActiveContracts(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('contracts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('clientId', '=', userId), eb('developerId', '=', userId)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function selectContracts(db: Executor) {
  return db
    .selectFrom('contracts')
    .innerJoin('users as client', 'client.id', 'contracts.clientId')
    .innerJoin('users as developer', 'developer.id', 'contracts.developerId')
    .innerJoin('offers', 'offers.id', 'contracts.offerId')
    .leftJoin('clientProfiles', 'clientProfiles.userId', 'contracts.clientId')
    .leftJoin('jobs', 'jobs.id', 'contracts.jobId')
    .select([
      'contracts.id',
      'offers.trialDays',
      'contracts.trialEndsOn',
      'contracts.endKind',
      'contracts.offerId',
      'contracts.status',
      'contracts.hourlyRateCents',
      'contracts.weeklyHourLimit',
      'contracts.startDate',
      'contracts.endDate',
      'contracts.endedBy',
      'contracts.endReason',
      'contracts.endedAt',
      'contracts.createdAt',
      'jobs.id as jobId',
      // A deleted job's title was kept on the contract.
      sql<string | null>`coalesce(jobs.title, contracts.job_title)`.as('jobTitle'),
      ...PARTY_COLUMNS,
    ]);
}

/** A contract with its job and both parties (emails included, for mail only). */
export type ContractRecord = Awaited<ReturnType<ReturnType<typeof selectContracts>['execute']>>[number];

export function findContractById(db: Executor, id: number): Promise<ContractRecord | undefined> {
  return selectContracts(db).where('contracts.id', '=', id).executeTakeFirst();
}

/** Every contract the user is a party to, newest first. */
export function findUserContracts(db: Executor, userId: number): Promise<ContractRecord[]> {
  return selectContracts(db)
    .where((eb) => eb.or([eb('contracts.clientId', '=', userId), eb('contracts.developerId', '=', userId)]))
    .orderBy('contracts.createdAt', 'desc')
    .orderBy('contracts.id', 'desc')
    .execute();
}
