import {
  averageRating,
  LIMITS,
  type TDeveloperPage,
  type TDeveloperSearch,
  type TPublicDeveloper,
} from '@talanta/schema';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, DeveloperProfileRow } from '../types';
import { cappedCountQuery, toCappedTotal } from './capped-count';
import {
  type ApprovedVettingRecord,
  approvedVettingOf,
  languagesOf,
  toPublicVetting,
  workHistoryOf,
} from './developer-background';
import type { Executor } from './executor';
import { containsPattern } from './like-pattern';
import { materializedPageQuery } from './materialized-page';
import { DEVELOPER_PROFILE_COLUMNS, type DeveloperProfileRecord, toDeveloperProfileFields } from './profile';
import { completedContractsOf, visibleRatingOf } from './review';

/** What anyone may see of a developer: the profile and a name and photo; never email or phone. */
const PUBLIC_DEVELOPER_COLUMNS = [
  ...DEVELOPER_PROFILE_COLUMNS,
  'developerProfiles.country',
  'users.firstName',
  'users.lastName',
  'users.profileImageUrl',
] as const;

export type PublicDeveloperRecord = Omit<DeveloperProfileRecord, 'email'> &
  Pick<DeveloperProfileRow, 'country'> & {
    /** Half stars summed over the clients' visible reviews, and their number (issue 13). */
    halvesSum: number | null;
    reviewCount: number | null;
    completedContracts: number | null;
    workHistory: TPublicDeveloper['workHistory'];
    languages: TPublicDeveloper['languages'];
    hasResume: boolean;
  } & ApprovedVettingRecord;

/** The one mapping of a developer row to what the public sees. */
export function toPublicDeveloper(row: PublicDeveloperRecord): TPublicDeveloper {
  return {
    ...toDeveloperProfileFields(row),
    country: row.country,
    user: {
      id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      profileImageUrl: row.profileImageUrl,
    },
    rating: { average: averageRating(row.halvesSum ?? 0, row.reviewCount ?? 0), count: row.reviewCount ?? 0 },
    completedContracts: row.completedContracts ?? 0,
    ...toPublicVetting(row),
    workHistory: row.workHistory,
    languages: row.languages,
    hasResume: row.hasResume,
  };
}

export type ProfilesQuery = SelectQueryBuilder<Database, 'developerProfiles', object>;

/**
 * Approved profiles only. The literal `true` (not a parameter) lets the planner match the partial
 * indexes of migration 0005, which cover approved profiles alone.
 */
function approvedProfiles(db: Executor): ProfilesQuery {
  return db.selectFrom('developerProfiles').where('developerProfiles.isApproved', '=', sql.lit(true));
}

/**
 * The public columns with the real rating, completed contracts and approved vetting. All stay inside
 * the one query: the rating is a LEFT JOIN LATERAL of an aggregate over the developer's visible
 * reviews (reviews_reviewee_id_idx), the count a subquery on contracts_ended_developer_idx, the
 * vetting a LEFT JOIN LATERAL on the submissions' lower(email) index with an array subselect of its
 * stages (their primary key): indexed look-ups per developer on the page.
 */
export function withPublicColumns(db: Executor, query: ProfilesQuery) {
  const developerUserId = sql.ref<number>('users.id');
  return query
    .innerJoin('users', 'users.id', 'developerProfiles.userId')
    .leftJoinLateral(visibleRatingOf(db, developerUserId).as('rating'), (join) => join.onTrue())
    .leftJoinLateral(approvedVettingOf(db, sql.ref<string>('users.email')).as('vetting'), (join) =>
      join.onTrue(),
    )
    .select(PUBLIC_DEVELOPER_COLUMNS)
    .select(['rating.halvesSum', 'rating.reviewCount'])
    .select(['vetting.vettingApprovedAt', 'vetting.vettingProjects', 'vetting.vettingPassed'])
    .select(completedContractsOf(db, developerUserId).as('completedContracts'))
    .select([workHistoryOf(developerUserId).as('workHistory'), languagesOf(developerUserId).as('languages')])
    .select(
      // Clients may read it only when shown; the public output never hints at a hidden one (ADR 0030).
      sql<boolean>`(${sql.ref('developer_profiles.resume_path')} is not null and ${sql.ref('developer_profiles.resume_visible_to_clients')})`.as(
        'hasResume',
      ),
    );
}

/** How many profile fields are filled in, to rank the landing page's top developers. */
function filledFields(eb: ExpressionBuilder<Database, 'developerProfiles'>) {
  return sql<number>`(
    (${eb.ref('developerProfiles.title')} is not null)::int
    + (${eb.ref('developerProfiles.bio')} is not null)::int
    + (cardinality(${eb.ref('developerProfiles.skills')}) > 0)::int
    + (${eb.ref('developerProfiles.hourlyRate')} is not null)::int
    + (${eb.ref('developerProfiles.availability')} is not null)::int
    + (${eb.ref('developerProfiles.githubUrl')} is not null)::int
    + (${eb.ref('developerProfiles.linkedinUrl')} is not null)::int)`;
}

/**
 * The landing page's top developers: approved, verified first, then the most complete profiles,
 * then the most experienced. A real ordering of real people; no invented ratings.
 */
export async function findTopDevelopers(db: Executor, limit: number): Promise<TPublicDeveloper[]> {
  const rows = await withPublicColumns(db, approvedProfiles(db))
    .orderBy('developerProfiles.isVerified', 'desc')
    .orderBy((eb) => filledFields(eb), 'desc')
    .orderBy(sql`${sql.ref('developer_profiles.years_of_experience')} desc nulls last`)
    .orderBy('developerProfiles.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toPublicDeveloper);
}

/** More words than this in one search are ignored: each word is one more index probe. */
export const MAX_SEARCH_WORDS = 8;

/**
 * A search box's text as LIKE patterns, one per word, each for a substring anywhere: line breaks and
 * other control characters (which separate the fields of search_text) split words like spaces, and
 * LIKE's own wildcards are escaped. A developer matches when every word is found in some field, so
 * "kotlin nairobi" finds the Kotlin developer in Nairobi (issue 14). Empty when nothing is left.
 */
export function toWordPatterns(text: string | undefined): string[] {
  const words = (text ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS).map(containsPattern);
}

/** The search and filters of talent search, without paging. */
export type DeveloperFilters = Omit<TDeveloperSearch, 'limit' | 'offset'>;

/**
 * Approved developers matching the search and filters: a substring test over search_text per word,
 * which the trigram index answers; filters narrow it further. Shared by Browse Tech Talent and a
 * job's suggested talent (issue 14).
 */
export function approvedDevelopersMatching(db: Executor, filters: DeveloperFilters): ProfilesQuery {
  let matches = approvedProfiles(db);
  for (const pattern of toWordPatterns(filters.search)) {
    // lower() on both sides, in the database, so both use the same case rules.
    matches = matches.where(sql<boolean>`developer_profiles.search_text like lower(${pattern})`);
  }
  if (filters.skills.length > 0) {
    const skills = sql<string[]>`array[${sql.join(filters.skills)}]::text[]`;
    matches = matches.where((eb) => eb('developerProfiles.skills', '@>', skills));
  }
  if (filters.availability)
    matches = matches.where('developerProfiles.availability', '=', filters.availability);
  if (filters.minRate !== undefined)
    matches = matches.where('developerProfiles.hourlyRate', '>=', filters.minRate);
  if (filters.maxRate !== undefined)
    matches = matches.where('developerProfiles.hourlyRate', '<=', filters.maxRate);
  if (filters.minYears !== undefined)
    matches = matches.where('developerProfiles.yearsOfExperience', '>=', filters.minYears);
  if (filters.country) matches = matches.where('developerProfiles.country', '=', filters.country);
  return matches;
}

/**
 * The two queries of a browse request: one page of approved developers matching the search and
 * filters (verified first, newest first) and the number of all matches. Built apart from running
 * them so the benchmark can EXPLAIN the very same SQL.
 */
export function developerSearchQueries(db: Executor, filters: TDeveloperSearch) {
  const matches = approvedDevelopersMatching(db, filters);
  return {
    page: withPublicColumns(db, matches)
      .orderBy('developerProfiles.isVerified', 'desc')
      .orderBy('developerProfiles.id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset),
    count: cappedCountQuery(db, matches),
  };
}

/**
 * A search (text or skills) read matches first (issue 43), as job search does (ADR 0046): the
 * capped count's own scan of the trigram or skills index, which also keeps each match's place in
 * the browse order. Up to the cap, that is every match, and the page is sorted from them; walking
 * the browse order for the page instead reads every approved profile when the matches are few or
 * none ("arjun" in Kenya: 58 ms at 20,000 developers, against 7 ms for the matches).
 */
export function developerMatchesQuery(db: Executor, filters: TDeveloperSearch) {
  const matches = approvedDevelopersMatching(db, filters)
    .select(['developerProfiles.id', 'developerProfiles.isVerified'])
    .limit(LIMITS.searchCountCap + 1);
  return materializedPageQuery(matches, {
    order: sql`is_verified DESC, id DESC`,
    limit: filters.limit,
    offset: filters.offset,
  });
}

/** One page of approved developers matching the search and filters, and how many match in all. */
export async function searchDevelopers(db: Executor, filters: TDeveloperSearch): Promise<TDeveloperPage> {
  const queries = developerSearchQueries(db, filters);
  if (toWordPatterns(filters.search).length > 0 || filters.skills.length > 0) {
    const { rows } = await developerMatchesQuery(db, filters).execute(db);
    const { matched = 0, pageIds = null } = rows[0] ?? {};
    // More than the cap: dense enough for the walk in browse order to meet the page soon.
    if (matched > LIMITS.searchCountCap) {
      const page = await queries.page.execute();
      return { developers: page.map(toPublicDeveloper), ...toCappedTotal(matched) };
    }
    const page = pageIds?.length
      ? await withPublicColumns(db, approvedProfiles(db).where('developerProfiles.id', 'in', pageIds))
          .orderBy('developerProfiles.isVerified', 'desc')
          .orderBy('developerProfiles.id', 'desc')
          .execute()
      : [];
    return { developers: page.map(toPublicDeveloper), ...toCappedTotal(matched) };
  }
  const [rows, count] = await Promise.all([queries.page.execute(), queries.count.executeTakeFirstOrThrow()]);
  return { developers: rows.map(toPublicDeveloper), ...toCappedTotal(count.total) };
}

/** One developer profile by its id, approved or not (the caller decides who may see which). */
export async function findDeveloperById(
  db: Executor,
  id: number,
): Promise<PublicDeveloperRecord | undefined> {
  return withPublicColumns(
    db,
    db.selectFrom('developerProfiles').where('developerProfiles.id', '=', id),
  ).executeTakeFirst();
}

/** One developer's profile by their user id, approved or not (an application shows its applicant). */
export async function findDeveloperByUserId(
  db: Executor,
  userId: number,
): Promise<PublicDeveloperRecord | undefined> {
  return withPublicColumns(
    db,
    db.selectFrom('developerProfiles').where('developerProfiles.userId', '=', userId),
  ).executeTakeFirst();
}
