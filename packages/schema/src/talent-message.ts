import { AVAILABILITIES, LIMITS } from './constants';
import { TALENT_LIMITS } from './talent-limits';

// Apart from talent.ts so that screens needing only a message do not build its zod schemas.

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
