import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Database } from '../types';
import type { Executor } from './executor';

/** The days after a contract's end in which its parties review, after which both reviews show. */
const REVIEW_WINDOW = sql.raw("interval '30 days'");

type ReviewScope = ExpressionBuilder<Database, 'reviews' | 'contracts'>;

/**
 * Whether a review shows: the other party's review of the same contract is in, or the 30 days
 * after the contract ended have passed. Computed at read time, so no job has to flip a flag; the
 * unique (contract_id, reviewer_id) index answers the EXISTS.
 */
function isVisible(eb: ReviewScope) {
  return sql<boolean>`(${eb.ref('contracts.endedAt')} <= now() - ${REVIEW_WINDOW} or exists (
    select 1 from reviews as answer
    where answer.contract_id = ${eb.ref('reviews.contractId')}
      and answer.reviewer_id <> ${eb.ref('reviews.reviewerId')}))`;
}

function reviewsWithContract(db: Executor) {
  return db.selectFrom('reviews').innerJoin('contracts', 'contracts.id', 'reviews.contractId');
}

/** Reviews with their reviewer's first name and company (clients), for every list of reviews. */
function reviewsWithReviewer(db: Executor) {
  return reviewsWithContract(db)
    .innerJoin('users as reviewer', 'reviewer.id', 'reviews.reviewerId')
    .leftJoin('clientProfiles as reviewerCompany', 'reviewerCompany.userId', 'reviews.reviewerId')
    .select([
      'reviews.id',
      'reviews.reviewerId',
      'reviews.ratingHalves',
      'reviews.comment',
      'reviews.createdAt',
      'reviewer.firstName as reviewerFirstName',
      'reviewerCompany.companyName as reviewerCompanyName',
    ]);
}

export type ReviewRecord = Awaited<ReturnType<ReturnType<typeof reviewsWithReviewer>['execute']>>[number];

/**
 * Locks a contract before its review is written, so the checks and the insert see one state; says
 * in the database's clock whether its review window is still open.
 */
export function lockContractForReview(db: Executor, id: number) {
  return db
    .selectFrom('contracts')
    .select((eb) => [
      'id',
      'status',
      'clientId',
      'developerId',
      sql<boolean>`coalesce(${eb.ref('endedAt')} > now() - ${REVIEW_WINDOW}, false)`.as('windowOpen'),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Writes a review; undefined when this reviewer already reviewed the contract (the unique key). */
export async function insertReview(
  db: Executor,
  review: {
    contractId: number;
    reviewerId: number;
    revieweeId: number;
    ratingHalves: number;
    comment: string;
    /** The author agreed to be quoted on the public pages (issue 40). */
    quoteConsent: boolean;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('reviews')
    .values(review)
    .onConflict((conflict) => conflict.columns(['contractId', 'reviewerId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Both reviews of a contract (zero to two), each with whether it already shows. */
export function findContractReviews(db: Executor, contractId: number) {
  return reviewsWithReviewer(db)
    .select((eb) => isVisible(eb).as('isVisible'))
    .where('reviews.contractId', '=', contractId)
    .execute();
}

/** The visible reviews of one user as the reviewee, newest first, at most `limit`. */
export function findVisibleReviewsOf(
  db: Executor,
  revieweeId: number,
  limit: number,
): Promise<ReviewRecord[]> {
  return reviewsWithReviewer(db)
    .where('reviews.revieweeId', '=', revieweeId)
    .where((eb) => isVisible(eb))
    .orderBy('reviews.createdAt', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The half stars summed and the number of a user's visible reviews. `revieweeId` is a value or a
 * column of an outer query (the talent list joins this laterally, one indexed look-up per row).
 */
export function visibleRatingOf(db: Executor, revieweeId: number | RawBuilder<number>) {
  return reviewsWithContract(db)
    .select([
      sql<number>`coalesce(sum(reviews.rating_halves), 0)::int`.as('halvesSum'),
      sql<number>`count(reviews.id)::int`.as('reviewCount'),
    ])
    .where('reviews.revieweeId', '=', revieweeId)
    .where((eb) => isVisible(eb));
}

/** How many of the developer's contracts have ended (contracts_ended_developer_idx answers it). */
export function completedContractsOf(db: Executor, developerId: RawBuilder<number>) {
  return db
    .selectFrom('contracts')
    .select(sql<number>`count(*)::int`.as('completedContracts'))
    .where('contracts.developerId', '=', developerId)
    .where('contracts.status', '=', sql.lit('ended'));
}

/** A client user's id when it names a client; undefined otherwise. */
export function findClientUser(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('role', '=', 'client')
    .executeTakeFirst();
}

/**
 * Every visible review clients wrote of developers: the half stars summed and their number (the
 * public rating, issue 40). Deleted developers' reviews still count: the work was done.
 */
export function visibleDeveloperRatings(db: Executor) {
  return reviewsWithContract(db)
    .select([
      sql<number>`coalesce(sum(reviews.rating_halves), 0)::int`.as('halvesSum'),
      sql<number>`count(reviews.id)::int`.as('reviewCount'),
    ])
    .whereRef('reviews.revieweeId', '=', 'contracts.developerId')
    .where((eb) => isVisible(eb));
}

/**
 * The testimonials of the public pages: visible reviews by clients of developers whose authors
 * agreed to be quoted, from accounts not deleted, newest first. Each with the author's first and
 * last name, company and industry, and the developer's first name (what the quote is about).
 */
export function findQuotableReviews(db: Executor, limit: number) {
  return reviewsWithContract(db)
    .innerJoin('users as reviewer', 'reviewer.id', 'reviews.reviewerId')
    .innerJoin('users as reviewee', 'reviewee.id', 'reviews.revieweeId')
    .leftJoin('clientProfiles as reviewerCompany', 'reviewerCompany.userId', 'reviews.reviewerId')
    .select([
      'reviews.id',
      'reviews.ratingHalves',
      'reviews.comment',
      'reviews.createdAt',
      'reviewer.firstName as authorFirstName',
      'reviewer.lastName as authorLastName',
      'reviewer.profileImageUrl as authorImageUrl',
      'reviewerCompany.companyName as authorCompanyName',
      'reviewerCompany.industry as authorIndustry',
      'reviewee.firstName as developerFirstName',
    ])
    .where('reviews.quoteConsent', '=', true)
    .whereRef('reviews.reviewerId', '=', 'contracts.clientId')
    .where('reviewer.deletedAt', 'is', null)
    .where((eb) => isVisible(eb))
    .orderBy('reviews.createdAt', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .execute();
}
