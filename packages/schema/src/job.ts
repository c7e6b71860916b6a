import { z } from 'zod';
import {
  APPLICATION_STATES,
  BUDGET_BAND_KEYS,
  BUDGET_TYPES,
  JOB_CATEGORIES,
  JOB_EXPERIENCE_LEVELS,
  JOB_STATUSES,
  LIMITS,
  PROJECT_LENGTHS,
  PROJECT_TYPES,
} from './constants';
import { requiredText, text, ZId } from './fields';
import { JOB_LIMITS } from './job-limits';
import { JOB_MESSAGES } from './job-message';

/** A dollar amount of at least 1; form inputs send text, so it is coerced (spec 000 §5). */
export function amountField(message: string) {
  return z.coerce
    .number<number>({ error: message })
    .min(1, message)
    .max(JOB_LIMITS.amountMax, JOB_MESSAGES.amountMax);
}

/** Trimmed, blanks dropped, duplicates (in any case) removed, at least one. */
const requiredSkills = z
  .array(text(JOB_MESSAGES.requiredSkills).trim().max(JOB_LIMITS.skillLengthMax, JOB_MESSAGES.skillTooLong), {
    error: JOB_MESSAGES.requiredSkills,
  })
  .transform((skills) => {
    const seen = new Set<string>();
    return skills.filter((skill) => {
      const key = skill.toLowerCase();
      if (!skill || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(
    z.array(text()).min(1, JOB_MESSAGES.requiredSkills).max(LIMITS.skillsMax, JOB_MESSAGES.tooManySkills),
  );

/**
 * The Post a Job form (spec 000 §5, rules in the spec's order, then the fields Talanta adds).
 * Unlike the original, the maximum budget may not be below the minimum: such a job would sit in
 * the wrong budget band and tell applicants nothing.
 */
const jobFields = {
  title: text(JOB_MESSAGES.title)
    .trim()
    .min(LIMITS.jobTitleMin, JOB_MESSAGES.title)
    .max(JOB_LIMITS.titleMax, JOB_MESSAGES.titleMax),
  description: requiredText(JOB_MESSAGES.description, LIMITS.jobDescriptionMin),
  requiredSkills,
  projectLength: z.enum(PROJECT_LENGTHS, { error: JOB_MESSAGES.projectLength }),
  projectType: z.enum(PROJECT_TYPES, { error: JOB_MESSAGES.projectType }),
  location: requiredText(JOB_MESSAGES.location, 1, LIMITS.nameMax),
  minBudget: amountField(JOB_MESSAGES.minBudget),
  maxBudget: amountField(JOB_MESSAGES.maxBudget),
  budgetType: z.enum(BUDGET_TYPES, { error: JOB_MESSAGES.budgetType }).default('hourly'),
  category: z.enum(JOB_CATEGORIES, { error: JOB_MESSAGES.category }),
  experienceLevel: z.enum(JOB_EXPERIENCE_LEVELS, { error: JOB_MESSAGES.experienceLevel }),
  /** On the public job board (/open-jobs) and in the sitemap while open (issue 40); listed unless unticked. */
  listedPublicly: z.boolean({ error: JOB_MESSAGES.listedPublicly }).default(true),
};

function checkBudgetOrder(job: { minBudget: number; maxBudget: number }, ctx: z.RefinementCtx) {
  if (job.maxBudget < job.minBudget) {
    ctx.addIssue({ code: 'custom', path: ['maxBudget'], message: JOB_MESSAGES.budgetOrder });
  }
}

export const ZJobInput = z.object(jobFields).superRefine(checkBudgetOrder);
export type TJobInput = z.input<typeof ZJobInput>;

type TJobInputWithAlias = Omit<TJobInput, 'requiredSkills'> &
  ({ requiredSkills: TJobInput['requiredSkills'] } | { skillsRequired: TJobInput['requiredSkills'] });

/** Screens name the skill list `requiredSkills` or `skillsRequired` (spec 000 §3); both are accepted. */
function acceptSkillsAlias(value: TJobInputWithAlias): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if ('requiredSkills' in value && value.requiredSkills !== undefined) return value;
  if (!('skillsRequired' in value)) return value;
  const { skillsRequired, ...rest } = value;
  return { ...rest, requiredSkills: skillsRequired };
}

/** POST /api/jobs. */
export const ZCreateJobInput = z.preprocess(acceptSkillsAlias, ZJobInput);
export type TCreateJobInput = z.input<typeof ZCreateJobInput>;

/**
 * PUT /api/jobs/:id: the whole job again, under the posting rules. Without `listedPublicly` the
 * job stays on or off the public job board as it was (callers written before it existed).
 */
export const ZUpdateJobInput = z.preprocess(
  (value: TJobInputWithAlias & { id: number }) => acceptSkillsAlias(value),
  z
    .object({ id: ZId, ...jobFields, listedPublicly: jobFields.listedPublicly.unwrap().optional() })
    .superRefine(checkBudgetOrder),
);
export type TUpdateJobInput = z.input<typeof ZUpdateJobInput>;

/** An optional filter of the browse screen; '' and 'all' (the "All …" choices) mean no filter. */
function optionalFilter<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values), z.literal(['', 'all'])], { error: message })
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : (value as T[number] | undefined)));
}

/** A job cursor: the last job's creation time (UTC, to the microsecond) and its id. */
export const JOB_CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}_\d{1,15}$/;

/** A cursor whose date exists (no 30 February): the database would refuse it. */
function isRealCursorDate(cursor: string): boolean {
  const date = new Date(`${cursor.slice(0, 23)}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === cursor.slice(0, 19);
}

/** GET /api/jobs query parameters (spec 000 §7; paging added). */
/** The filters of Browse Jobs without paging: what a saved job search keeps (issue 14). */
export const ZJobFilters = z.object({
  search: text(JOB_MESSAGES.search).trim().max(JOB_LIMITS.searchMax, JOB_MESSAGES.search).optional(),
  category: optionalFilter(JOB_CATEGORIES, JOB_MESSAGES.filterCategory),
  experience: optionalFilter(JOB_EXPERIENCE_LEVELS, JOB_MESSAGES.filterExperience),
  budget: optionalFilter(BUDGET_BAND_KEYS, JOB_MESSAGES.filterBudget),
});
export type TJobFilters = z.output<typeof ZJobFilters>;

/** `limit` (1 to 100, `defaultLimit` when left out) and `offset` of a page of jobs. */
export function jobPageFields(defaultLimit: number) {
  return {
    limit: z.coerce
      .number<number>({ error: JOB_MESSAGES.limit })
      .int(JOB_MESSAGES.limit)
      .min(1, JOB_MESSAGES.limit)
      .max(LIMITS.jobsPageMax, JOB_MESSAGES.limit)
      .default(defaultLimit),
    offset: z.coerce
      .number<number>({ error: JOB_MESSAGES.offset })
      .int(JOB_MESSAGES.offset)
      .min(0, JOB_MESSAGES.offset)
      .max(JOB_LIMITS.offsetMax, JOB_MESSAGES.offset)
      .default(0),
  };
}

export const ZJobSearchInput = ZJobFilters.extend({
  ...jobPageFields(LIMITS.jobsPageDefault),
  /**
   * Keyset paging for deep pages: the `nextCursor` of the previous page (the page after it,
   * whatever its depth, costs the same). With a cursor, `offset` counts from the cursor.
   */
  cursor: z
    .string({ error: JOB_MESSAGES.cursor })
    .regex(JOB_CURSOR_PATTERN, JOB_MESSAGES.cursor)
    .refine(isRealCursorDate, JOB_MESSAGES.cursor)
    .optional(),
})
  // No parameters at all (a tRPC call without input) means the first page of every open job.
  .prefault({});
export type TJobSearchInput = z.input<typeof ZJobSearchInput>;
export type TJobSearch = z.output<typeof ZJobSearchInput>;

export const ZJobIdInput = z.object({ id: ZId });

export const ZJobClient = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** From the client's company profile; null until the client fills it in. */
  companyName: z.string().nullable(),
});

/** A job as every screen reads it. */
export const ZJob = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  requiredSkills: z.array(z.string()),
  projectLength: z.enum(PROJECT_LENGTHS),
  projectType: z.enum(PROJECT_TYPES),
  location: z.string(),
  /** True when the location is "Remote" (any case). */
  isRemote: z.boolean(),
  minBudget: z.number(),
  maxBudget: z.number(),
  budgetType: z.enum(BUDGET_TYPES),
  category: z.enum(JOB_CATEGORIES).nullable(),
  experienceLevel: z.enum(JOB_EXPERIENCE_LEVELS).nullable(),
  /** `open` takes applications (the detail page calls it active); `closed` does not. */
  status: z.enum(JOB_STATUSES),
  /** Shown on the public job board while open (its client may keep it off). */
  listedPublicly: z.boolean(),
  clientId: z.number().int(),
  client: ZJobClient,
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type TJob = z.infer<typeof ZJob>;

/** One page of GET /api/jobs; over REST the body is `jobs` and X-Total-Count carries `total`. */
export const ZJobPage = z.object({
  jobs: z.array(ZJob),
  /**
   * Every match of the filters, for "N job(s) found"; counted up to LIMITS.searchCountCap, so
   * when `totalIsCapped` there are more than that ("1,000+ jobs found").
   */
  total: z.number().int(),
  /** True when more jobs match than `total` says (REST: X-Total-Count-Capped). */
  totalIsCapped: z.boolean(),
  /** Pass as `cursor` for the page after this one; null on the last page (REST: X-Next-Cursor). */
  nextCursor: z.string().nullable(),
});
export type TJobPage = z.infer<typeof ZJobPage>;

/** A job's applications, in total and per status. */
export const ZApplicationCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  interview: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
});
export type TApplicationCounts = z.infer<typeof ZApplicationCounts>;

/** GET /api/jobs/:id: the job, how many applied, and the signed-in developer's own application. */
export const ZJobDetail = ZJob.extend({
  applicationCount: z.number().int(),
  /** Set when the signed-in user is a developer who has applied (the form gives way to the status). */
  viewerApplication: z.object({ id: z.number().int(), status: z.enum(APPLICATION_STATES) }).nullable(),
  /**
   * The signed-in user may apply now: an approved developer, an open job, and no application yet or
   * a first one that was withdrawn or rejected (one more is allowed).
   */
  canApply: z.boolean(),
  /** Set when the signed-in developer was invited to apply ("You were invited"). */
  invitation: z
    .object({ message: z.string().nullable(), createdAt: z.string().meta({ format: 'date-time' }) })
    .nullable(),
});
export type TJobDetail = z.infer<typeof ZJobDetail>;

/** A client's own job with its pipeline figures (GET /api/clients/jobs, the dashboard). */
export const ZClientJob = ZJob.extend({ applicationCounts: ZApplicationCounts });
export type TClientJob = z.infer<typeof ZClientJob>;
