import { SKILL_CATEGORIES, skillKeys, type TPublicStats, VETTING_STATS_WINDOW_DAYS } from '@talanta/schema';
import { sql } from 'kysely';
import type { Executor } from './executor';
import { introducedWithin24HoursShare } from './job-introduction';
import { visibleDeveloperRatings } from './review';
import { readVettingStats } from './vetting-stage';

/**
 * The figures of the public pages (issue 40), each from the rows it describes; docs/public-figures.md
 * defines them. A handful of aggregate queries, cached for a minute by the API.
 */
export async function readPublicStats(db: Executor, now: Date): Promise<Omit<TPublicStats, 'computedAt'>> {
  const [people, paid, ratings, vetting, hiring, introductions, within24Hours, categories] =
    await Promise.all([
      sql<{ companies: number; approvedDevelopers: number }>`
      select
        count(*) filter (where role = 'client')::int as companies,
        (select count(*) from developer_profiles as profile
           join users as developer on developer.id = profile.user_id
           where profile.is_approved and developer.deleted_at is null)::int as approved_developers
      from users where deleted_at is null`.execute(db),
      // The developers' lines of the paid invoices: what reached them, without the platform's fee.
      sql<{ cents: string }>`
      select coalesce(sum(line.amount_cents), 0)::text as cents
      from invoice_lines as line join invoices as invoice on invoice.id = line.invoice_id
      where invoice.status = 'paid'`.execute(db),
      visibleDeveloperRatings(db).executeTakeFirstOrThrow(),
      readVettingStats(db, VETTING_STATS_WINDOW_DAYS),
      sql<{ hiredJobs: number; medianDaysToHire: number | null }>`
      with first_contract as (
        select job.id, min(contract.created_at) - job.created_at as took
        from jobs as job join contracts as contract on contract.job_id = job.id
        group by job.id, job.created_at
      )
      select count(*)::int as hired_jobs,
        (percentile_cont(0.5) within group (order by extract(epoch from took)) / 86400)::float8
          as median_days_to_hire
      from first_contract`.execute(db),
      // Per job posted in the last 90 days that has an introduction: posting to its first one.
      sql<{ introducedJobs: number; medianHours: number | null }>`
      with first_introduction as (
        select job.id, min(introduction.introduced_at) - job.created_at as took
        from jobs as job join job_introductions as introduction on introduction.job_id = job.id
        where job.created_at > ${now}::timestamptz - interval '90 days'
        group by job.id, job.created_at
      )
      select count(*)::int as introduced_jobs,
        (percentile_cont(0.5) within group (order by extract(epoch from took)) / 3600)::float8
          as median_hours
      from first_introduction`.execute(db),
      introducedWithin24HoursShare(db, { now, days: 30 }),
      developersBySkillCategory(db),
    ]);
  const { companies, approvedDevelopers } = people.rows[0] ?? { companies: 0, approvedDevelopers: 0 };
  const hiringRow = hiring.rows[0] ?? { hiredJobs: 0, medianDaysToHire: null };
  const introductionRow = introductions.rows[0] ?? { introducedJobs: 0, medianHours: null };
  return {
    companies,
    approvedDevelopers,
    paidToDevelopersCents: Number(paid.rows[0]?.cents ?? 0),
    averageRating: ratings.reviewCount > 0 ? ratings.halvesSum / 2 / ratings.reviewCount : null,
    reviewCount: ratings.reviewCount,
    acceptanceRate: vetting.acceptanceRate,
    vettingDecisions: vetting.decided,
    medianHoursToFirstIntroduction: introductionRow.medianHours,
    introducedJobs: introductionRow.introducedJobs,
    introducedWithin24HoursShare:
      within24Hours.jobs > 0 ? within24Hours.introducedWithin24Hours / within24Hours.jobs : null,
    jobsLast30Days: within24Hours.jobs,
    medianDaysToHire: hiringRow.medianDaysToHire,
    hiredJobs: hiringRow.hiredJobs,
    developersBySkillCategory: categories,
  };
}

/**
 * Approved developers with at least one skill of each category, by category id; a developer with
 * skills of several categories counts in each. Skill keys (migration 0022) match the spellings.
 */
async function developersBySkillCategory(db: Executor): Promise<Record<string, number>> {
  const categories = SKILL_CATEGORIES.map((category) => ({
    id: category.id,
    keys: skillKeys(category.skills),
  }));
  const { rows } = await sql<{ id: string; developers: number }>`
    select category.id, count(profile.id)::int as developers
    from jsonb_to_recordset(${JSON.stringify(categories)}::jsonb) as category(id text, keys text[])
    left join developer_profiles as profile
      on profile.is_approved and profile.skill_keys && category.keys
      and exists (select 1 from users where users.id = profile.user_id and users.deleted_at is null)
    group by category.id`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.id, row.developers]));
}

/**
 * The client companies that opted in to being named on the public pages, from accounts not
 * deleted, with a company name: the name, the industry and the account's picture (their logo, if
 * they uploaded one). The longest-standing first: the carousel keeps its order between visits.
 */
export function findListedCompanies(db: Executor, limit: number) {
  return db
    .selectFrom('clientProfiles as company')
    .innerJoin('users as client', 'client.id', 'company.userId')
    .select([
      'company.id',
      'company.companyName as name',
      'company.industry',
      'client.profileImageUrl as logoUrl',
    ])
    .where('company.listedPublicly', '=', true)
    .where('client.deletedAt', 'is', null)
    .where('company.companyName', 'is not', null)
    .where(sql<boolean>`btrim(company.company_name) <> ''`)
    .orderBy('company.createdAt')
    .orderBy('company.id')
    .limit(limit)
    .$narrowType<{ name: string }>()
    .execute();
}
