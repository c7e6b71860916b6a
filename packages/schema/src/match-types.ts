import type { TAvailability } from './constants';

/** The inputs and results of scoreMatch (match.ts), and the weight of each part of a match. */

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

/** One part of a match before its weight is added. */
export type TMatchPart = Omit<TMatchReason, 'weight'>;
