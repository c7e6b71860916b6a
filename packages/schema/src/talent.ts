import { z } from 'zod';
import { AVAILABILITIES, DEVELOPER_COUNTRIES, LIMITS } from './constants';
import { ZPublicLanguage, ZPublicWorkHistoryEntry } from './developer-background';
import { text, undeclaredInput, ZId } from './fields';
import { normalizeSkills, ZDeveloperProfileFields } from './profile';
import { PROFILE_LIMITS } from './profile-message';
import { ZRatingSummary } from './review';
import { TALENT_LIMITS } from './talent-limits';
import { TALENT_MESSAGES } from './talent-message';
import { PUBLIC_VETTING_STAGE_KEYS } from './vetting-stage-names';

/** Which vetting stages the developer passed in the round that approved them, and when (never scores). */
export const ZPublicVetting = z.object({
  passed: z.array(z.enum(PUBLIC_VETTING_STAGE_KEYS)),
  approvedAt: z.string().meta({ format: 'date-time' }),
});
export type TPublicVetting = z.infer<typeof ZPublicVetting>;

/** A project the developer showed in their approved vetting application. */
export const ZPublicProject = z.object({
  name: z.string(),
  description: z.string(),
  link: z.string().nullable(),
});
export type TPublicProject = z.infer<typeof ZPublicProject>;

/** A developer as anyone may see them: never the email or phone number (spec 000 §3, public). */
export const ZPublicDeveloperUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});

export const ZPublicDeveloper = ZDeveloperProfileFields.extend({
  /** Read from the location (Kenya or India); null when it names neither. */
  country: z.enum(DEVELOPER_COUNTRIES).nullable(),
  /** Always true in public lists; false only when the developer (or an admin) opens an unapproved profile. */
  isApproved: z.boolean(),
  user: ZPublicDeveloperUser,
  /** Clients' visible reviews of this developer (issue 13). */
  rating: ZRatingSummary,
  /** Ended contracts. */
  completedContracts: z.number().int(),
  /** The approved vetting application's passed stages; null when no vetting application approved them. */
  vetting: ZPublicVetting.nullable(),
  /** The approved vetting application's projects; empty without one. */
  projects: z.array(ZPublicProject),
  /** Jobs, latest first as the developer ordered them. */
  workHistory: z.array(ZPublicWorkHistoryEntry),
  languages: z.array(ZPublicLanguage),
  /** A résumé is stored and the developer shows it to clients (GET /api/developers/{id}/resume). */
  hasResume: z.boolean(),
});
export type TPublicDeveloper = z.infer<typeof ZPublicDeveloper>;

/** GET /api/developers/top?limit=n (default 6; the landing page asks for 6 and shows 3). */
export const ZTopDevelopersInput = z
  .object({
    limit: z.coerce
      .number<number>({ error: TALENT_MESSAGES.limit })
      .int(TALENT_MESSAGES.limit)
      .min(1, TALENT_MESSAGES.limit)
      .max(LIMITS.browseDevelopersLimit, TALENT_MESSAGES.limit)
      .default(LIMITS.topDevelopersDefault),
  })
  .prefault({});
export type TTopDevelopersInput = z.input<typeof ZTopDevelopersInput>;

/**
 * An optional filter: '' and 'all' (the "Any …" choices) mean no filter. A query string's or a
 * select's text is still read, but the declared input is a number (or null) for typed callers.
 */
function optionalNumberFilter(message: string, { whole }: { whole: boolean }) {
  let rule = z.number({ error: message }).min(0, message).max(1_000_000, message);
  if (whole) rule = rule.int(message);
  return z
    .union([z.number(), undeclaredInput(text(message)), z.null()], { error: message })
    .optional()
    .transform((value) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'number') return value;
      const text = value.trim();
      return text === '' || text === 'all' ? undefined : Number(text);
    })
    .pipe(rule.optional());
}

const skillsText = text(TALENT_MESSAGES.skills).max(TALENT_LIMITS.skillsTextMax, TALENT_MESSAGES.skillsText);

/** `skills=React&skills=Go` or `skills=React,Go` (REST), or an array (tRPC). */
const skillFilters = z
  .union([skillsText, z.array(skillsText)], { error: TALENT_MESSAGES.skills })
  .optional()
  .transform((value) => {
    const list = value === undefined ? [] : Array.isArray(value) ? value : value.split(',');
    return normalizeSkills(list.map((skill) => skill.slice(0, PROFILE_LIMITS.skillLengthMax)));
  })
  .pipe(z.array(text()).max(TALENT_LIMITS.skillFiltersMax, TALENT_MESSAGES.skills));

/**
 * GET /api/developers/all: approved developers, searched and filtered by the server (spec 000 §5:
 * a case-insensitive substring of title, bio, location, first name, last name or any skill).
 */
/** The filters of Browse Tech Talent without paging: what a saved talent search keeps (issue 14). */
const developerFilterFields = z.object({
  search: text(TALENT_MESSAGES.search).trim().max(TALENT_LIMITS.searchMax, TALENT_MESSAGES.search).optional(),
  /** Developers having every one of these skills. */
  skills: skillFilters,
  availability: z
    .union([z.enum(AVAILABILITIES), z.literal(['', 'all'])], { error: TALENT_MESSAGES.availability })
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : value)),
  minRate: optionalNumberFilter(TALENT_MESSAGES.rate, { whole: false }),
  maxRate: optionalNumberFilter(TALENT_MESSAGES.rate, { whole: false }),
  /** At least this many years of experience. */
  minYears: optionalNumberFilter(TALENT_MESSAGES.years, { whole: true }),
  country: text(TALENT_MESSAGES.country)
    .trim()
    .toLowerCase()
    .pipe(z.enum([...DEVELOPER_COUNTRIES, '', 'all'], { error: TALENT_MESSAGES.country }))
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : value)),
});

const developerSearchFields = developerFilterFields.extend({
  limit: z.coerce
    .number<number>({ error: TALENT_MESSAGES.limit })
    .int(TALENT_MESSAGES.limit)
    .min(1, TALENT_MESSAGES.limit)
    .max(LIMITS.browseDevelopersLimit, TALENT_MESSAGES.limit)
    .default(LIMITS.browseDevelopersLimit),
  offset: z.coerce
    .number<number>({ error: TALENT_MESSAGES.offset })
    .int(TALENT_MESSAGES.offset)
    .min(0, TALENT_MESSAGES.offset)
    .max(TALENT_LIMITS.offsetMax, TALENT_MESSAGES.offset)
    .default(0),
});

function checkRateOrder(value: { minRate?: number; maxRate?: number }, ctx: z.RefinementCtx) {
  if (value.minRate !== undefined && value.maxRate !== undefined && value.maxRate < value.minRate) {
    ctx.addIssue({ code: 'custom', path: ['maxRate'], message: TALENT_MESSAGES.rateOrder });
  }
}

/** Strict: a saved search with a filter the list does not have is a mistake worth a 400. */
export const ZDeveloperFilters = developerFilterFields.strict().superRefine(checkRateOrder);
export type TDeveloperFilters = z.output<typeof ZDeveloperFilters>;

export const ZDeveloperSearchInput = developerSearchFields
  .superRefine(checkRateOrder)
  // No parameters at all means the first page of every approved developer.
  .prefault({});
export type TDeveloperSearchInput = z.input<typeof ZDeveloperSearchInput>;

/** GET /api/jobs/:id/matches (issue 14): the job from the path, filtered like talent search. */
export const ZJobMatchesInput = developerSearchFields.extend({ id: ZId }).superRefine(checkRateOrder);
export type TJobMatchesInput = z.input<typeof ZJobMatchesInput>;
export type TDeveloperSearch = z.output<typeof ZDeveloperSearchInput>;

/** One page of developers; over REST the body is `developers` and X-Total-Count carries `total`. */
export const ZDeveloperPage = z.object({
  developers: z.array(ZPublicDeveloper),
  /**
   * Every match of the search and filters (the showcase headline's count), counted up to
   * LIMITS.searchCountCap; `totalIsCapped` says more match ("1,000+ developers found").
   */
  total: z.number().int(),
  /** True when more developers match than `total` says (REST: X-Total-Count-Capped). */
  totalIsCapped: z.boolean(),
});
export type TDeveloperPage = z.infer<typeof ZDeveloperPage>;
