import { AVAILABILITIES, LIMITS } from './constants';

// Apart from talent.ts so that screens needing only a limit or a message do not build its zod schemas.

export const TALENT_LIMITS = {
  searchMax: 200,
  skillFiltersMax: 10,
  /** Raw length of the skills parameter (or of one listed skill) before it is split and trimmed. */
  skillsTextMax: 1000,
  /** Deeper pages are better reached by narrowing the search; OFFSET costs grow with depth. */
  offsetMax: 10_000,
  /** Browse pages of the signed-in screen: 12 cards fill four rows of the 3-column grid. */
  browsePageSize: 12,
} as const;

export const TALENT_MESSAGES = {
  notFound: 'Developer not found',
  search: `Search must be at most ${TALENT_LIMITS.searchMax} characters`,
  skills: `Filter by at most ${TALENT_LIMITS.skillFiltersMax} skills`,
  skillsText: `Skill filters must be at most ${TALENT_LIMITS.skillsTextMax} characters`,
  availability: `Availability must be one of: ${AVAILABILITIES.join(', ')}`,
  rate: 'Hourly rates must be numbers from 0',
  rateOrder: 'The maximum hourly rate must be at least the minimum',
  years: 'Years of experience must be a whole number from 0',
  country: 'Country must be kenya or india',
  limit: `Limit must be a whole number from 1 to ${LIMITS.browseDevelopersLimit}`,
  offset: `Offset must be a whole number from 0 to ${TALENT_LIMITS.offsetMax}`,
} as const;
