import { z } from 'zod';
import { ZId } from './fields';
import { ZMatchReason } from './match-api';
import { ADMIN_PAGING } from './super-admin';

/**
 * Introductions (issue 40): a posted job's strongest matches (isStrongMatch, docs/matching.md) are
 * introduced to its client within minutes, by notification and a "Meet your matches" email. A job
 * with fewer than INTRODUCTION_LIMITS.enough of them once the window has passed waits in the super
 * admins' "needs matching" queue, where an admin introduces developers by hand.
 */

export const INTRODUCTION_LIMITS = {
  /** At most this many developers are introduced automatically per job (the best first). */
  perJob: 5,
  /** A job with fewer introductions than this after the window needs matching. */
  enough: 3,
  /** The promise: introductions within this many hours of posting. */
  windowHours: 24,
  /** The admins' figure: the share of jobs posted in this many days introduced within the window. */
  shareDays: 30,
  /** How many of a job's best candidates an admin chooses from. */
  candidates: 20,
} as const;

export const INTRODUCTION_MESSAGES = {
  introduced: 'Developer introduced to the client',
  alreadyIntroduced: 'This developer was already introduced for this job',
  jobNotOpen: 'Only an open job can have developers introduced',
  /** Unknown, or not approved: only approved developers are introduced. */
  developerNotFound: 'Developer not found',
} as const;

/** GET /api/super-admin/needs-matching: paging over the queue, oldest job first. */
export const ZNeedsMatchingInput = z.object(ADMIN_PAGING).prefault({});
export type TNeedsMatchingInput = z.input<typeof ZNeedsMatchingInput>;

/** A job in the queue: open, posted more than the window ago, with too few introductions. */
export const ZNeedsMatchingJob = z.object({
  id: z.number().int(),
  title: z.string(),
  requiredSkills: z.array(z.string()),
  postedAt: z.string().meta({ format: 'date-time' }),
  /** Whole hours since posting: how long the client has waited. */
  waitingHours: z.number().int(),
  introductions: z.number().int().meta({ description: 'Developers introduced so far' }),
  client: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string().nullable(),
  }),
});
export type TNeedsMatchingJob = z.infer<typeof ZNeedsMatchingJob>;
export const ZNeedsMatchingPage = z.object({ jobs: z.array(ZNeedsMatchingJob), total: z.number().int() });
export type TNeedsMatchingPage = z.infer<typeof ZNeedsMatchingPage>;

/** GET /api/super-admin/jobs/{jobId}/candidates: whom an admin may introduce, best match first. */
export const ZIntroductionCandidate = z.object({
  /** The developer profile's id, as /developer/{id}. */
  developerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  score: z.number().int().min(0).max(100),
  strong: z.boolean().meta({ description: 'A strong match (docs/matching.md)' }),
  reasons: z.array(ZMatchReason),
  introducedAt: z
    .string()
    .nullable()
    .meta({ format: 'date-time', description: 'When they were introduced for this job, if they were' }),
});
export type TIntroductionCandidate = z.infer<typeof ZIntroductionCandidate>;

/** POST /api/super-admin/jobs/{jobId}/introductions: introduce one developer by hand. */
export const ZIntroduceDeveloperInput = z.object({ jobId: ZId, developerId: ZId });
export type TIntroduceDeveloperInput = z.input<typeof ZIntroduceDeveloperInput>;
export const ZIntroduceDeveloperResult = z.object({
  message: z.string(),
  score: z.number().int().min(0).max(100),
});

/** GET /api/super-admin/introduction-share: the last `days` days' jobs and those introduced in time. */
export const ZIntroductionShare = z.object({
  days: z.number().int(),
  /** Jobs posted in those days whose window has passed. */
  jobs: z.number().int(),
  /** Of them, those with an introduction within the window of posting. */
  introducedWithin24Hours: z.number().int(),
});
export type TIntroductionShare = z.infer<typeof ZIntroductionShare>;
