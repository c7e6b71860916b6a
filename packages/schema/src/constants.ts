/** Enumerations and limits of the spec (000 §3, §9; 001 §9), stated once for server and browser. */

export const USER_ROLES = ['developer', 'client', 'admin'] as const;
export type TUserRole = (typeof USER_ROLES)[number];
/** Roles a person may pick at registration; admins are only ever made by an admin or the bootstrap. */
export const REGISTRABLE_ROLES = ['developer', 'client'] as const;
export const ROLE_LABELS: Record<TUserRole, string> = {
  developer: 'Developer',
  client: 'Client',
  admin: 'Admin',
};

/** The skill catalogue of the profile pages (spec 000 §3). */
export const PROFILE_SKILLS = [
  'JavaScript',
  'TypeScript',
  'React',
  'Angular',
  'Vue.js',
  'Node.js',
  'Express',
  'Python',
  'Django',
  'Flask',
  'Ruby',
  'Ruby on Rails',
  'PHP',
  'Laravel',
  'Java',
  'Spring',
  'C#',
  '.NET',
  'Go',
  'Rust',
  'Swift',
  'Kotlin',
  'MongoDB',
  'PostgreSQL',
  'MySQL',
  'Firebase',
  'AWS',
  'Azure',
  'GCP',
  'Docker',
  'Kubernetes',
  'GraphQL',
  'REST API',
  'TailwindCSS',
  'SASS',
] as const;

export const AVAILABILITIES = ['full-time', 'part-time', 'contract'] as const;
export type TAvailability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS: Record<TAvailability, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
};
/** Job project types share the availability words and labels. */
export const PROJECT_TYPES = AVAILABILITIES;
export const PROJECT_TYPE_LABELS = AVAILABILITY_LABELS;

export const PROJECT_LENGTHS = ['short-term', 'medium-term', 'long-term'] as const;
export type TProjectLength = (typeof PROJECT_LENGTHS)[number];
export const PROJECT_LENGTH_LABELS: Record<TProjectLength, string> = {
  'short-term': 'Short term (< 3 months)',
  'medium-term': 'Medium term (3-6 months)',
  'long-term': 'Long term (> 6 months)',
};

export const JOB_CATEGORIES = [
  'Web Development',
  'Mobile Development',
  'Backend Development',
  'Frontend Development',
  'Full Stack Development',
  'DevOps',
  'UI/UX Design',
  'Data Science',
  'Machine Learning',
  'Blockchain',
] as const;
export const JOB_EXPERIENCE_LEVELS = ['Entry Level', 'Intermediate', 'Expert'] as const;
export const BUDGET_TYPES = ['hourly', 'fixed'] as const;
/** Stored job statuses; `open` is what the list highlights and the detail page calls active. */
export const JOB_STATUSES = ['open', 'closed'] as const;

/**
 * How the two readings of a stored status are shown: the list badge highlights `open`, the job
 * detail page calls the same status `active` (spec 000 §3).
 */
export const JOB_STATUS_DETAIL_LABELS: Record<(typeof JOB_STATUSES)[number], string> = {
  open: 'active',
  closed: 'closed',
};

/** Budget bands compared against a job's maximum budget; 5,000 and 10,000 belong to both neighbours. */
export const BUDGET_BANDS = {
  '0-1000': { label: 'Under $1,000', min: 0, max: 1000 },
  '1000-5000': { label: '$1,000 - $5,000', min: 1000, max: 5000 },
  '5000-10000': { label: '$5,000 - $10,000', min: 5000, max: 10000 },
  '10000+': { label: '$10,000+', min: 10000, max: null },
} as const;
export type TBudgetBand = keyof typeof BUDGET_BANDS;

export const BUDGET_BAND_KEYS = Object.keys(BUDGET_BANDS) as [TBudgetBand, ...TBudgetBand[]];

export const APPLICATION_STATUSES = ['pending', 'interview', 'accepted', 'rejected'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/**
 * Every status an application can be in: the four the job's client sets, and `withdrawn`, which
 * only the developer sets.
 */
export const APPLICATION_STATES = [...APPLICATION_STATUSES, 'withdrawn'] as const;
export type TApplicationState = (typeof APPLICATION_STATES)[number];

export const NOTIFICATION_TYPES = [
  'job_application',
  'message',
  'contract_update',
  'success',
  'warning',
  'error',
  'other',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  urlMax: 500,
  profileTitleMin: 3,
  jobTitleMin: 5,
  bioMin: 10,
  companyDescriptionMin: 10,
  jobDescriptionMin: 20,
  companyNameMin: 2,
  coverLetterMinJobDetail: 20,
  coverLetterMinApplyScreen: 50,
  vettingBioMin: 50,
  vettingNameMin: 2,
  projectDescriptionMin: 10,
  messageMax: 5000,
  longTextMax: 10000,
  skillsMax: 50,
  topDevelopersDefault: 6,
  browseDevelopersLimit: 100,
  jobsPageDefault: 50,
  jobsPageMax: 100,
  /**
   * Job and talent searches count matches up to this many and then say "1,000+": an exact count
   * of a broad match visits every matching row (287-991 ms at 1,000,000 jobs).
   */
  searchCountCap: 1000,
  adminPageSize: 10,
  exportWindowDays: 7,
} as const;

/** The two countries Talanta's Tech Talent comes from; each profile's is read from its location. */
export const DEVELOPER_COUNTRIES = ['kenya', 'india'] as const;
export type TDeveloperCountry = (typeof DEVELOPER_COUNTRIES)[number];
export const DEVELOPER_COUNTRY_LABELS: Record<TDeveloperCountry, string> = { kenya: 'Kenya', india: 'India' };

/** The message screens' limits (spec 000 §9), read by the browser without the schemas of message.ts. */
export const MESSAGE_LIMITS = {
  contentMax: LIMITS.messageMax,
  clientMessageIdMax: 100,
  /** Messages of one thread per request; older ones are fetched with `before`. */
  threadPage: 200,
  conversationsDefault: 100,
  conversationsMax: 200,
  searchMax: 100,
} as const;
