import { BUDGET_BANDS, JOB_CATEGORIES, JOB_EXPERIENCE_LEVELS, LIMITS } from './constants';
import { JOB_LIMITS } from './job-limits';

// Apart from job.ts so that screens needing only a message do not build its zod schemas.

export const JOB_MESSAGES = {
  title: 'Title must be at least 5 characters',
  titleMax: `Title must be at most ${JOB_LIMITS.titleMax} characters`,
  description: 'Description must be at least 20 characters',
  requiredSkills: 'Add at least one required skill',
  skillTooLong: `Each skill must be at most ${JOB_LIMITS.skillLengthMax} characters`,
  tooManySkills: `Add at most ${LIMITS.skillsMax} skills`,
  projectLength: 'Project length is required',
  projectType: 'Project type is required',
  location: 'Location is required',
  minBudget: 'Minimum budget is required',
  maxBudget: 'Maximum budget is required',
  amountMax: `Amounts must be at most ${JOB_LIMITS.amountMax}`,
  budgetOrder: 'Maximum budget must be at least the minimum budget',
  budgetType: 'Budget type must be hourly or fixed',
  category: 'Category is required',
  experienceLevel: 'Experience level is required',
  search: `Search must be at most ${JOB_LIMITS.searchMax} characters`,
  filterCategory: `Category must be one of: ${JOB_CATEGORIES.join(', ')}`,
  filterExperience: `Experience must be one of: ${JOB_EXPERIENCE_LEVELS.join(', ')}`,
  filterBudget: `Budget must be one of: ${Object.keys(BUDGET_BANDS).join(', ')}`,
  limit: `Limit must be a whole number from 1 to ${LIMITS.jobsPageMax}`,
  offset: `Offset must be a whole number from 0 to ${JOB_LIMITS.offsetMax}`,
  cursor: 'Cursor must be the nextCursor of a previous page',
  notFound: 'Job not found',
  notOwner: 'Only the client who posted this job can do that',
  closedNotEditable: 'Only an open job can be edited; reopen it first',
  listedPublicly: 'Show on the public job board must be true or false',
  openJobNotFound: 'This job is not on the public job board: it was closed or its client keeps it off',
} as const;
