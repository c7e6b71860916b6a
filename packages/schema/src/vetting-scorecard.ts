import { z } from 'zod';
import { text, ZId } from './fields';

/**
 * The vetting interview's scorecard (issue 38): five ratings from 1 to 4, a recommendation and
 * notes, one per submission round. `hire` passes the interview stage and `no_hire` fails it.
 * Admins alone read it; the applicant sees only the stage's state.
 */
export const SCORECARD_RATINGS = [
  'problemSolving',
  'communication',
  'codeQuality',
  'technicalDepth',
  'english',
] as const;
export type TScorecardRating = (typeof SCORECARD_RATINGS)[number];

export const SCORECARD_RATING_LABELS: Record<TScorecardRating, string> = {
  problemSolving: 'Problem solving',
  communication: 'Communication',
  codeQuality: 'Code quality',
  technicalDepth: 'Technical depth',
  english: 'English',
};

/** What each point of a rating means, so two interviewers score alike. */
export const SCORECARD_SCALE = {
  1: 'Well below the bar',
  2: 'Below the bar',
  3: 'Meets the bar',
  4: 'Well above the bar',
} as const;

export const SCORECARD_RECOMMENDATIONS = ['hire', 'no_hire'] as const;
export type TScorecardRecommendation = (typeof SCORECARD_RECOMMENDATIONS)[number];

export const SCORECARD_MESSAGES = {
  rating: (label: string) => `${label} must be a whole number from 1 to 4`,
  recommendation: 'Recommendation must be hire or no_hire',
  notes: 'Notes must be at most 4000 characters',
  none: 'No scorecard yet',
} as const;

const rating = (key: TScorecardRating) =>
  z
    .number({ error: SCORECARD_MESSAGES.rating(SCORECARD_RATING_LABELS[key]) })
    .int(SCORECARD_MESSAGES.rating(SCORECARD_RATING_LABELS[key]))
    .min(1, SCORECARD_MESSAGES.rating(SCORECARD_RATING_LABELS[key]))
    .max(4, SCORECARD_MESSAGES.rating(SCORECARD_RATING_LABELS[key]));

export const ZScorecardRatings = z
  .object({
    problemSolving: rating('problemSolving'),
    communication: rating('communication'),
    codeQuality: rating('codeQuality'),
    technicalDepth: rating('technicalDepth'),
    english: rating('english'),
  })
  .strict();
export type TScorecardRatings = z.infer<typeof ZScorecardRatings>;

/** POST /api/admin/developer-applications/{id}/scorecard. */
export const ZSaveScorecardInput = z
  .object({
    id: ZId,
    ratings: ZScorecardRatings,
    recommendation: z.enum(SCORECARD_RECOMMENDATIONS, { error: SCORECARD_MESSAGES.recommendation }),
    notes: text().max(4000, SCORECARD_MESSAGES.notes).optional(),
  })
  .strict();
export type TSaveScorecardInput = z.infer<typeof ZSaveScorecardInput>;

export const ZScorecard = z.object({
  submissionId: z.number().int(),
  round: z.number().int(),
  ratings: ZScorecardRatings,
  /** The mean of the five ratings, to one decimal. */
  average: z.number(),
  recommendation: z.enum(SCORECARD_RECOMMENDATIONS),
  notes: z.string().nullable(),
  authorId: z.number().int().nullable(),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type TScorecard = z.infer<typeof ZScorecard>;
