import type { TAvailability } from './constants';
import { groupThousands } from './group-thousands';
import { skillKey, skillKeys } from './match-skill-key';
import type { TMatchDeveloper, TMatchJob, TMatchPart } from './match-types';

/** The parts of a match but time zones (match-time-zone.ts): each a score from 0 to 100 and a sentence. */

/** Years of experience each job level asks for; `max` null is open-ended. */
export const EXPERIENCE_LEVEL_YEARS = {
  'Entry Level': { min: 0, max: 2, label: 'Entry Level (0-2 years)' },
  Intermediate: { min: 2, max: 5, label: 'Intermediate (2-5 years)' },
  Expert: { min: 5, max: null, label: 'Expert (5+ years)' },
} as const;

// Skills

function listNames(names: string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

export function scoreSkills(job: TMatchJob, developer: TMatchDeveloper): TMatchPart | null {
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
export function scoreRate(job: TMatchJob, developer: TMatchDeveloper): TMatchPart | null {
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

// Experience

function years(count: number): string {
  return `${count} year${count === 1 ? '' : 's'}`;
}

/**
 * In the level's range: full. More than the level asks: 80% (may cost more, may not stay). Fewer:
 * the share of the level's minimum reached.
 */
export function scoreExperience(job: TMatchJob, developer: TMatchDeveloper): TMatchPart | null {
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

export function scoreAvailability(job: TMatchJob, developer: TMatchDeveloper): TMatchPart {
  const available = developer.availability;
  if (available === null) return { factor: 'availability', score: 0, text: 'No availability on the profile' };
  const score = AVAILABILITY_FIT[job.projectType][available];
  const text =
    available === job.projectType
      ? `Available ${AVAILABILITY_WORDS[available]}, as the job needs`
      : `Available ${AVAILABILITY_WORDS[available]}; the job is ${PROJECT_TYPE_WORDS[job.projectType]}`;
  return { factor: 'availability', score, text };
}

// Vetting signals

/** Verified 40%, profile completeness 30%, completed contracts 15% (three or more is full), rating 15%. */
export function scoreVetting(developer: TMatchDeveloper): TMatchPart {
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

/** A fraction as a whole percentage, clamped to 0-100. */
export function ratio(fraction: number): number {
  return Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
}
