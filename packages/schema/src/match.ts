import { z } from 'zod';
import { LIMITS, type TAvailability } from './constants';
import { groupThousands } from './group-thousands';
import { ZJob, ZJobFilters } from './job';
import { ZPublicDeveloper } from './talent';

/**
 * Matching that explains itself (issue 14). One pure function scores a job against a developer for
 * both directions: the client's "Suggested Tech Talent" and the developer's "Recommended" jobs. Each
 * part of the score comes with a sentence a person understands; docs/matching.md says why each weight
 * is what it is. Deterministic: the only outside input is the instant used for time-zone offsets.
 */

/** Points each part can earn; they sum to 100. Parts the job does not ask about are left out. */
export const MATCH_WEIGHTS = {
  skills: 40,
  rate: 15,
  experience: 15,
  availability: 10,
  timeZone: 10,
  vetting: 10,
} as const;

export type TMatchFactor = keyof typeof MATCH_WEIGHTS;
export const MATCH_FACTORS = Object.keys(MATCH_WEIGHTS) as TMatchFactor[];

/** Years of experience each job level asks for; `max` null is open-ended. */
export const EXPERIENCE_LEVEL_YEARS = {
  'Entry Level': { min: 0, max: 2, label: 'Entry Level (0-2 years)' },
  Intermediate: { min: 2, max: 5, label: 'Intermediate (2-5 years)' },
  Expert: { min: 5, max: null, label: 'Expert (5+ years)' },
} as const;

/** Working hours assumed in each person's own zone when comparing days. */
export const WORKING_DAY = { startHour: 9, endHour: 17 } as const;
/** Hours of shared working time that count as a full overlap (a daily call plus slack). */
export const FULL_OVERLAP_HOURS = 4;

export interface TMatchJob {
  requiredSkills: readonly string[];
  budgetType: 'hourly' | 'fixed';
  /** Dollars, as the job stores them. */
  minBudget: number;
  maxBudget: number;
  experienceLevel: string | null;
  projectType: TAvailability;
  clientTimeZone: string;
}

export interface TMatchDeveloper {
  skills: readonly string[];
  /** Dollars per hour. */
  hourlyRate: number | null;
  yearsOfExperience: number | null;
  availability: TAvailability | null;
  timeZone: string;
  isVerified: boolean;
  /** 0-100, from developerProfileCompletion. */
  profileCompletion: number;
  completedContracts: number;
  /** 1-5, null before the first review. */
  averageRating: number | null;
}

export interface TMatchReason {
  factor: TMatchFactor;
  /** How well this part matches, 0-100. */
  score: number;
  /** The part's weight in the total (see MATCH_WEIGHTS). */
  weight: number;
  text: string;
}

export interface TMatch {
  /** 0-100: the weighted mean of the parts that apply. */
  score: number;
  reasons: TMatchReason[];
}

export interface TMatchOptions {
  /** The instant whose UTC offsets are compared (daylight saving moves them). */
  at: Date;
  /** Whose screen the sentences are written for: "your working day" or "the client's". */
  viewer: 'client' | 'developer';
}

// ---------------------------------------------------------------------------------------------
// Skills

/**
 * Spellings of one skill that people use interchangeably, by the key `skillKey` reduces them to.
 * The database has its own copy in `skill_key()` (migration 0022); a db test checks they agree, and
 * a change here needs a migration that replaces that function.
 */
export const SKILL_ALIASES: Readonly<Record<string, string>> = {
  js: 'javascript',
  ecmascript: 'javascript',
  ts: 'typescript',
  golang: 'go',
  postgres: 'postgresql',
  psql: 'postgresql',
  mongo: 'mongodb',
  k8s: 'kubernetes',
  amazonwebservices: 'aws',
  googlecloud: 'gcp',
  googlecloudplatform: 'gcp',
  tailwindcss: 'tailwind',
  html5: 'html',
  css3: 'css',
  csharp: 'c#',
  dotnet: 'net',
  aspnet: 'net',
  reactjs: 'react',
  vuejs: 'vue',
  angularjs: 'angular',
  nodejs: 'node',
  nextjs: 'next',
  expressjs: 'express',
  nestjs: 'nest',
  nuxtjs: 'nuxt',
  sveltekit: 'svelte',
};

/**
 * The key two spellings of one skill share: "React", "React.js" and "reactjs" are all `react`;
 * "Node.js", "Node" and "NodeJS" are `node`; "React Native" stays `reactnative`. Stored beside
 * profiles and jobs so the database can find overlaps with an index.
 */
export function skillKey(name: string): string {
  const compact = name
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, '');
  if (SKILL_ALIASES[compact]) return SKILL_ALIASES[compact];
  const withoutJs = compact.endsWith('js') && compact.length > 2 ? compact.slice(0, -2) : compact;
  return SKILL_ALIASES[withoutJs] ?? withoutJs;
}

/** Distinct keys of a skills list, sorted (the stored form). */
export function skillKeys(names: readonly string[]): string[] {
  return [...new Set(names.map(skillKey).filter((key) => key.length > 0))].sort();
}

function listNames(names: string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

function scoreSkills(job: TMatchJob, developer: TMatchDeveloper): Omit<TMatchReason, 'weight'> | null {
  const required = new Map<string, string>();
  for (const name of job.requiredSkills)
    if (!required.has(skillKey(name))) required.set(skillKey(name), name);
  if (required.size === 0) return null;
  const has = new Set(skillKeys(developer.skills));
  const missing = [...required].filter(([key]) => !has.has(key)).map(([, name]) => name);
  const matched = required.size - missing.length;
  const text =
    missing.length === 0
      ? `Has all ${required.size} required skill${required.size === 1 ? '' : 's'}`
      : `Has ${matched} of ${required.size} required skills (missing ${listNames(missing)})`;
  return { factor: 'skills', score: ratio(matched / required.size), text };
}

// ---------------------------------------------------------------------------------------------
// Rate

function dollars(amount: number): string {
  return `$${Number.isInteger(amount) ? groupThousands(amount) : amount.toFixed(2)}`;
}

function budgetRange(job: TMatchJob): string {
  if (job.minBudget === job.maxBudget) return dollars(job.minBudget);
  const max = Number.isInteger(job.maxBudget) ? groupThousands(job.maxBudget) : job.maxBudget.toFixed(2);
  return `${dollars(job.minBudget)}-${max}`;
}

/** Within the budget is a full match; each 1% above the top costs 2% (50% above scores 0). */
function scoreRate(job: TMatchJob, developer: TMatchDeveloper): Omit<TMatchReason, 'weight'> | null {
  // A fixed price says nothing about an hourly rate.
  if (job.budgetType !== 'hourly') return null;
  const rate = developer.hourlyRate;
  if (rate === null) return { factor: 'rate', score: 0, text: 'No hourly rate on the profile' };
  const shown = `${dollars(rate)}/hr`;
  if (rate > job.maxBudget) {
    const over = job.maxBudget > 0 ? (rate - job.maxBudget) / job.maxBudget : 1;
    return {
      factor: 'rate',
      score: ratio(1 - 2 * over),
      text: `${shown}, above ${budgetRange(job)} by ${Math.round(over * 100)}%`,
    };
  }
  if (rate < job.minBudget)
    return { factor: 'rate', score: 100, text: `${shown}, below ${budgetRange(job)}` };
  return { factor: 'rate', score: 100, text: `${shown} within ${budgetRange(job)}` };
}

// ---------------------------------------------------------------------------------------------
// Experience

function years(count: number): string {
  return `${count} year${count === 1 ? '' : 's'}`;
}

/**
 * In the level's range: full. More than the level asks: 80% (may cost more, may not stay). Fewer:
 * the share of the level's minimum reached.
 */
function scoreExperience(job: TMatchJob, developer: TMatchDeveloper): Omit<TMatchReason, 'weight'> | null {
  const level = EXPERIENCE_LEVEL_YEARS[job.experienceLevel as keyof typeof EXPERIENCE_LEVEL_YEARS];
  if (!level) return null;
  const count = developer.yearsOfExperience;
  if (count === null)
    return { factor: 'experience', score: 0, text: 'No years of experience on the profile' };
  const name = job.experienceLevel as string;
  if (count < level.min) {
    return {
      factor: 'experience',
      score: ratio(count / level.min),
      text: `${years(count)}, below ${level.label}`,
    };
  }
  if (level.max !== null && count > level.max) {
    return { factor: 'experience', score: 80, text: `${years(count)}, above ${level.label}` };
  }
  return { factor: 'experience', score: 100, text: `${years(count)}, ${name}` };
}

// ---------------------------------------------------------------------------------------------
// Availability

const AVAILABILITY_FIT: Record<TAvailability, Record<TAvailability, number>> = {
  // job's project type → developer's availability → how well it fits
  'full-time': { 'full-time': 100, contract: 50, 'part-time': 25 },
  'part-time': { 'part-time': 100, 'full-time': 75, contract: 75 },
  contract: { contract: 100, 'full-time': 75, 'part-time': 50 },
};

const AVAILABILITY_WORDS: Record<TAvailability, string> = {
  'full-time': 'full-time',
  'part-time': 'part-time',
  contract: 'for contracts',
};
const PROJECT_TYPE_WORDS: Record<TAvailability, string> = {
  'full-time': 'full-time',
  'part-time': 'part-time',
  contract: 'a contract',
};

function scoreAvailability(job: TMatchJob, developer: TMatchDeveloper): Omit<TMatchReason, 'weight'> {
  const available = developer.availability;
  if (available === null) return { factor: 'availability', score: 0, text: 'No availability on the profile' };
  const score = AVAILABILITY_FIT[job.projectType][available];
  const text =
    available === job.projectType
      ? `Available ${AVAILABILITY_WORDS[available]}, as the job needs`
      : `Available ${AVAILABILITY_WORDS[available]}; the job is ${PROJECT_TYPE_WORDS[job.projectType]}`;
  return { factor: 'availability', score, text };
}

// ---------------------------------------------------------------------------------------------
// Time zones

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using it,
 * and a ranking asks for the same few zones hundreds of times (apps/api/bench/matching.bench.ts).
 * null for a zone the runtime does not know.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat | null>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = wallClockFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      format = null;
    }
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC in minutes at the instant (east positive); unknown zones count as UTC. */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const format = wallClockFormat(timeZone);
  if (!format) return 0;
  const parts = format.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const instant = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((wallClock - instant) / 60_000);
}

/** Hours two 9-to-5 days overlap, given the zones' offsets in minutes (the day may wrap midnight). */
export function workingDayOverlapHours(offsetA: number, offsetB: number): number {
  const dayMinutes = (WORKING_DAY.endHour - WORKING_DAY.startHour) * 60;
  const startA = WORKING_DAY.startHour * 60 - offsetA;
  const startB = WORKING_DAY.startHour * 60 - offsetB;
  let best = 0;
  for (const shift of [-1440, 0, 1440]) {
    const from = Math.max(startA, startB + shift);
    const to = Math.min(startA + dayMinutes, startB + shift + dayMinutes);
    best = Math.max(best, to - from);
  }
  return best / 60;
}

function hours(count: number): string {
  const rounded = Math.round(count * 2) / 2;
  return `${rounded} h`;
}

function scoreTimeZone(
  job: TMatchJob,
  developer: TMatchDeveloper,
  options: TMatchOptions,
): Omit<TMatchReason, 'weight'> {
  const overlap = workingDayOverlapHours(
    utcOffsetMinutes(job.clientTimeZone, options.at),
    utcOffsetMinutes(developer.timeZone, options.at),
  );
  const whose = options.viewer === 'client' ? 'your working day' : "the client's working day";
  const text = overlap === 0 ? `No overlap with ${whose}` : `${hours(overlap)} overlap with ${whose}`;
  return {
    factor: 'timeZone',
    score: ratio(Math.min(overlap, FULL_OVERLAP_HOURS) / FULL_OVERLAP_HOURS),
    text,
  };
}

// ---------------------------------------------------------------------------------------------
// Vetting signals

/** Verified 40%, profile completeness 30%, completed contracts 15% (three or more is full), rating 15%. */
function scoreVetting(developer: TMatchDeveloper): Omit<TMatchReason, 'weight'> {
  const contracts = Math.max(0, developer.completedContracts);
  const rating = developer.averageRating;
  const fraction =
    (developer.isVerified ? 0.4 : 0) +
    0.3 * (Math.min(Math.max(developer.profileCompletion, 0), 100) / 100) +
    0.15 * (Math.min(contracts, 3) / 3) +
    0.15 * (rating === null ? 0 : Math.min(Math.max(rating, 0), 5) / 5);
  const parts = [
    developer.isVerified ? 'Verified' : 'Not verified yet',
    `profile ${Math.round(developer.profileCompletion)}% complete`,
  ];
  if (contracts > 0) parts.push(`${contracts} completed contract${contracts === 1 ? '' : 's'}`);
  if (rating !== null) parts.push(`rated ${rating.toFixed(1)}`);
  return { factor: 'vetting', score: ratio(fraction), text: parts.join(', ') };
}

// ---------------------------------------------------------------------------------------------

/** A fraction as a whole percentage, clamped to 0-100. */
function ratio(fraction: number): number {
  return Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
}

/**
 * The match of a job and a developer, 0-100, with one reason per part that applies, in the order of
 * MATCH_WEIGHTS. Parts the job does not ask about (no required skills, a fixed price, no level)
 * are left out and the rest are reweighted, so an open brief is not marked down for being open.
 */
export function scoreMatch(job: TMatchJob, developer: TMatchDeveloper, options: TMatchOptions): TMatch {
  const parts = [
    scoreSkills(job, developer),
    scoreRate(job, developer),
    scoreExperience(job, developer),
    scoreAvailability(job, developer),
    scoreTimeZone(job, developer, options),
    scoreVetting(developer),
  ].filter((part) => part !== null);
  const reasons = parts.map((part) => ({ ...part, weight: MATCH_WEIGHTS[part.factor] }));
  const totalWeight = reasons.reduce((sum, reason) => sum + reason.weight, 0);
  const earned = reasons.reduce((sum, reason) => sum + reason.weight * reason.score, 0);
  return { score: Math.round(earned / totalWeight), reasons };
}

/** The reasons as one line, e.g. "Has 4 of 5 required skills (missing GraphQL) · $45/hr within $40-60". */
export function matchSummary(match: TMatch): string {
  return match.reasons.map((reason) => reason.text).join(' · ');
}

// ---------------------------------------------------------------------------------------------
// The API's shapes

/** At most this many candidates are ranked per request; docs/matching.md says how they are chosen. */
export const MATCH_CANDIDATES = 200;

export const MATCH_MESSAGES = {
  limit: `Limit must be a whole number from 1 to ${LIMITS.browseDevelopersLimit}`,
  offset: `Offset must be a whole number from 0 to ${MATCH_CANDIDATES}`,
} as const;

export const ZMatchReason = z.object({
  factor: z.enum(MATCH_FACTORS as [TMatchFactor, ...TMatchFactor[]]),
  score: z.number().int().min(0).max(100),
  weight: z.number().int(),
  text: z.string(),
});

const matchFields = {
  score: z.number().int().min(0).max(100).meta({ description: 'How well the two match, 0-100' }),
  reasons: z.array(ZMatchReason).meta({ description: 'One per part of the score, with a sentence' }),
};

export const ZDeveloperMatch = z.object({ developer: ZPublicDeveloper, ...matchFields });
export type TDeveloperMatch = z.infer<typeof ZDeveloperMatch>;
export const ZDeveloperMatchPage = z.object({
  matches: z.array(ZDeveloperMatch),
  /** Every ranked candidate (at most MATCH_CANDIDATES). */
  total: z.number().int(),
});
export type TDeveloperMatchPage = z.infer<typeof ZDeveloperMatchPage>;

export const ZJobMatch = z.object({ job: ZJob, ...matchFields });
export type TJobMatch = z.infer<typeof ZJobMatch>;
export const ZJobMatchPage = z.object({ matches: z.array(ZJobMatch), total: z.number().int() });
export type TJobMatchPage = z.infer<typeof ZJobMatchPage>;

export const ZMatchPaging = {
  limit: z.coerce
    .number<number | string>({ error: MATCH_MESSAGES.limit })
    .int(MATCH_MESSAGES.limit)
    .min(1, MATCH_MESSAGES.limit)
    .max(LIMITS.browseDevelopersLimit, MATCH_MESSAGES.limit)
    .default(12),
  offset: z.coerce
    .number<number | string>({ error: MATCH_MESSAGES.offset })
    .int(MATCH_MESSAGES.offset)
    .min(0, MATCH_MESSAGES.offset)
    .max(MATCH_CANDIDATES, MATCH_MESSAGES.offset)
    .default(0),
};

/**
 * GET /api/jobs/recommended (developers): open jobs they have not applied to, best match first,
 * filtered like Browse Jobs (whose "Recommended" sort it is).
 */
export const ZRecommendedJobsInput = ZJobFilters.extend(ZMatchPaging).prefault({});
export type TRecommendedJobsInput = z.input<typeof ZRecommendedJobsInput>;
