// Apart from saved.ts so that screens needing only a limit or a message do not build its zod schemas.

export const SAVED_LIMITS = {
  nameMax: 100,
  noteMax: 1000,
  shortlistsPerClient: 50,
  developersPerShortlist: 200,
  savedSearchesPerUser: 20,
  savedJobsPerDeveloper: 500,
} as const;

export const SHORTLIST_MESSAGES = {
  name: 'Name is required',
  nameMax: `Name must be at most ${SAVED_LIMITS.nameMax} characters`,
  note: `Note must be at most ${SAVED_LIMITS.noteMax} characters`,
  duplicateName: 'You already have a shortlist with this name',
  notFound: 'Shortlist not found',
  developerNotFound: 'Developer not found',
  tooMany: `You can keep at most ${SAVED_LIMITS.shortlistsPerClient} shortlists`,
  full: `A shortlist holds at most ${SAVED_LIMITS.developersPerShortlist} developers`,
} as const;

export const SAVED_JOB_MESSAGES = {
  notFound: 'Job not found',
  tooMany: `You can save at most ${SAVED_LIMITS.savedJobsPerDeveloper} jobs`,
} as const;
