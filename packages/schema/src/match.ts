import { scoreAvailability, scoreExperience, scoreRate, scoreSkills, scoreVetting } from './match-parts';
import { scoreTimeZone } from './match-time-zone';
import {
  MATCH_WEIGHTS,
  type TMatch,
  type TMatchDeveloper,
  type TMatchJob,
  type TMatchOptions,
} from './match-types';

/**
 * Matching that explains itself (issue 14). One pure function scores a job against a developer for
 * both directions: the client's "Suggested Tech Talent" and the developer's "Recommended" jobs. Each
 * part of the score comes with a sentence a person understands; docs/matching.md says why each weight
 * is what it is. Deterministic: the only outside input is the instant used for time-zone offsets.
 */
export * from './match-api';
export { EXPERIENCE_LEVEL_YEARS } from './match-parts';
export * from './match-skill-key';
export { FULL_OVERLAP_HOURS, utcOffsetMinutes, WORKING_DAY, workingDayOverlapHours } from './match-time-zone';
export {
  MATCH_FACTORS,
  MATCH_WEIGHTS,
  type TMatch,
  type TMatchDeveloper,
  type TMatchFactor,
  type TMatchJob,
  type TMatchOptions,
  type TMatchReason,
} from './match-types';

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

/**
 * A strong match (docs/matching.md, "Strong matches"): what the client's Suggested Tech Talent may
 * call a strong fit and what is introduced to a client. Both a total of at least STRONG_MATCH_SCORE
 * and, when the job lists required skills, at least STRONG_MATCH_SKILLS of them: a developer missing
 * most of the brief's skills is never one, however well the rest fits.
 */
export const STRONG_MATCH_SCORE = 70;
/** The least share of the required skills (the skills part, 0-100) a strong match has. */
export const STRONG_MATCH_SKILLS = 60;

export function isStrongMatch(match: TMatch): boolean {
  if (match.score < STRONG_MATCH_SCORE) return false;
  const skills = match.reasons.find((reason) => reason.factor === 'skills');
  return skills === undefined || skills.score >= STRONG_MATCH_SKILLS;
}

/** The reasons as one line, e.g. "Has 4 of 5 required skills (missing GraphQL) · $45/hr within $40-60". */
export function matchSummary(match: TMatch): string {
  return match.reasons.map((reason) => reason.text).join(' · ');
}
