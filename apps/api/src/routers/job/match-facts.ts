import type { MatchJobRecord } from '@talanta/db';
import {
  developerProfileCompletion,
  type TMatch,
  type TMatchDeveloper,
  type TMatchJob,
  type TMatchOptions,
  type TPublicDeveloper,
} from '@talanta/schema';

/** What scoreMatch needs of a job: its brief and its client's time zone. */
export function matchJobFacts(job: MatchJobRecord): TMatchJob {
  return {
    requiredSkills: job.requiredSkills,
    budgetType: job.budgetType,
    minBudget: job.minBudget,
    maxBudget: job.maxBudget,
    experienceLevel: job.experienceLevel,
    projectType: job.projectType,
    clientTimeZone: job.clientTimeZone,
  };
}

/** What scoreMatch needs of a developer: the public profile, its completeness and their time zone. */
export function matchDeveloperFacts(developer: TPublicDeveloper, timeZone: string): TMatchDeveloper {
  const completion = developerProfileCompletion({
    ...developer,
    profileImageUrl: developer.user.profileImageUrl,
  }).percentage;
  return {
    skills: developer.skills,
    hourlyRate: developer.hourlyRate,
    yearsOfExperience: developer.yearsOfExperience,
    availability: developer.availability,
    timeZone,
    isVerified: developer.isVerified,
    profileCompletion: completion,
    completedContracts: developer.completedContracts,
    averageRating: developer.rating.count > 0 ? developer.rating.average : null,
  };
}

/** A developer who has not started a profile: every fact missing, their account's time zone. */
export function emptyDeveloperFacts(timeZone: string): TMatchDeveloper {
  return {
    skills: [],
    hourlyRate: null,
    yearsOfExperience: null,
    availability: null,
    timeZone,
    isVerified: false,
    profileCompletion: 0,
    completedContracts: 0,
    averageRating: null,
  };
}

/**
 * Scores every candidate, best first; equal scores keep the candidates' order (most shared skills,
 * then verified or newest), so the ranking is deterministic. Returns one page and the number ranked.
 */
export function rankPage<T>(
  candidates: readonly T[],
  score: (candidate: T) => TMatch,
  page: { limit: number; offset: number },
): { ranked: (TMatch & { candidate: T })[]; total: number } {
  const ranked = candidates
    .map((candidate, order) => ({ ...score(candidate), candidate, order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ order: _order, ...match }) => match);
  return { ranked: ranked.slice(page.offset, page.offset + page.limit), total: ranked.length };
}

export const scoringOptions = (viewer: TMatchOptions['viewer']): TMatchOptions => ({
  at: new Date(),
  viewer,
});
