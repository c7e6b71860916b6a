// Apart from saved.ts so that screens needing only a limit, a name or a message do not build its zod schemas.

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

export const SAVED_SEARCH_KINDS = ['jobs', 'developers'] as const;
export type TSavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
export const SAVED_SEARCH_ALERTS = ['off', 'instant', 'daily'] as const;
export type TSavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
export const SAVED_SEARCH_ALERT_LABELS: Record<TSavedSearchAlert, string> = {
  off: 'No alerts',
  instant: 'Notify me right away',
  daily: 'Daily email',
};

export const SAVED_SEARCH_MESSAGES = {
  name: SHORTLIST_MESSAGES.name,
  nameMax: SHORTLIST_MESSAGES.nameMax,
  kind: `Kind must be one of: ${SAVED_SEARCH_KINDS.join(', ')}`,
  alert: `Alert must be one of: ${SAVED_SEARCH_ALERTS.join(', ')}`,
  /** Developers save job searches; clients save talent searches. */
  wrongKind: {
    jobs: 'Only Tech Talent can save job searches',
    developers: 'Only clients can save talent searches',
  },
  notFound: 'Saved search not found',
  tooMany: `You can keep at most ${SAVED_LIMITS.savedSearchesPerUser} saved searches`,
} as const;
