import type { TPublicStats } from './public-stats';

/*
 * Which public figures the pages show (issue 40). No zod here: the visitor pages import this, and
 * the schema of the figures (public-stats.ts) stays on the server.
 */

/**
 * The floors below which a figure is left out: counts too small to sound like a marketplace, rates
 * and medians over too few cases to mean anything. docs/public-figures.md gives the reasons.
 */
export const PUBLIC_FIGURE_FLOORS = {
  companies: 10,
  approvedDevelopers: 10,
  paidToDevelopersCents: 1_000_000,
  reviewCount: 5,
  vettingDecisions: 20,
  introducedJobs: 10,
  jobsLast30Days: 10,
  hiredJobs: 10,
  developersInSkillCategory: 10,
  /** "Top X%" is a claim of selectivity: made only when at most half of the applicants get in. */
  topPercentMax: 50,
} as const;

/** The figures a page may show: each null when its sample is below its floor. */
export interface TShownPublicFigures {
  companies: number | null;
  approvedDevelopers: number | null;
  paidToDevelopersCents: number | null;
  averageRating: { rating: number; reviews: number } | null;
  /** "Top {n}%": the acceptance rate rounded up to a whole percent. */
  topPercent: number | null;
  medianHoursToFirstIntroduction: number | null;
  introducedWithin24HoursPercent: number | null;
  medianDaysToHire: number | null;
  developersBySkillCategory: Record<string, number>;
}

const atLeast = (value: number, floor: number) => (value >= floor ? value : null);

/** What of `stats` the public pages show; with no stats (an empty or unreachable API) nothing. */
export function shownPublicFigures(stats: TPublicStats | undefined): TShownPublicFigures {
  const floors = PUBLIC_FIGURE_FLOORS;
  if (!stats) {
    return {
      companies: null,
      approvedDevelopers: null,
      paidToDevelopersCents: null,
      averageRating: null,
      topPercent: null,
      medianHoursToFirstIntroduction: null,
      introducedWithin24HoursPercent: null,
      medianDaysToHire: null,
      developersBySkillCategory: {},
    };
  }
  const topPercent =
    stats.acceptanceRate !== null && stats.vettingDecisions >= floors.vettingDecisions
      ? Math.max(1, Math.ceil(stats.acceptanceRate * 100))
      : null;
  return {
    companies: atLeast(stats.companies, floors.companies),
    approvedDevelopers: atLeast(stats.approvedDevelopers, floors.approvedDevelopers),
    paidToDevelopersCents: atLeast(stats.paidToDevelopersCents, floors.paidToDevelopersCents),
    averageRating:
      stats.averageRating !== null && stats.reviewCount >= floors.reviewCount
        ? { rating: Math.round(stats.averageRating * 10) / 10, reviews: stats.reviewCount }
        : null,
    topPercent: topPercent !== null && topPercent <= floors.topPercentMax ? topPercent : null,
    medianHoursToFirstIntroduction:
      stats.medianHoursToFirstIntroduction !== null && stats.introducedJobs >= floors.introducedJobs
        ? Math.max(1, Math.round(stats.medianHoursToFirstIntroduction))
        : null,
    introducedWithin24HoursPercent:
      stats.introducedWithin24HoursShare !== null && stats.jobsLast30Days >= floors.jobsLast30Days
        ? Math.round(stats.introducedWithin24HoursShare * 100)
        : null,
    medianDaysToHire:
      stats.medianDaysToHire !== null && stats.hiredJobs >= floors.hiredJobs
        ? Math.max(1, Math.round(stats.medianDaysToHire))
        : null,
    developersBySkillCategory: Object.fromEntries(
      Object.entries(stats.developersBySkillCategory).filter(
        ([, developers]) => developers >= floors.developersInSkillCategory,
      ),
    ),
  };
}
