import { z } from 'zod';
import { LIMITS } from './constants';
import { ZJob, ZJobFilters } from './job';
import { MATCH_FACTORS, type TMatchFactor } from './match-types';
import { ZPublicDeveloper } from './talent';

/** The matching API's shapes: ranked developers for a job, recommended jobs for a developer. */

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
    .number<number>({ error: MATCH_MESSAGES.limit })
    .int(MATCH_MESSAGES.limit)
    .min(1, MATCH_MESSAGES.limit)
    .max(LIMITS.browseDevelopersLimit, MATCH_MESSAGES.limit)
    .default(12),
  offset: z.coerce
    .number<number>({ error: MATCH_MESSAGES.offset })
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
