import { z } from 'zod';
import { APPLICATION_LIMITS, APPLICATION_MESSAGES } from './application-message';
import { APPLICATION_STATES, APPLICATION_STATUSES, BUDGET_TYPES, JOB_STATUSES, LIMITS } from './constants';
import { isDateInRange, MESSAGES, requiredText, text, ZId } from './fields';
import { amountField, ZJob } from './job';
import { REJECTION_MESSAGES, ZRejection, ZRejectionNote, ZRejectionReason } from './rejection';
import { ZPublicDeveloper } from './talent';

const estimatedHours = z.coerce
  .number<number>({ error: APPLICATION_MESSAGES.estimatedHours })
  .min(1, APPLICATION_MESSAGES.estimatedHours)
  .int(APPLICATION_MESSAGES.estimatedHoursWhole)
  .max(APPLICATION_LIMITS.estimatedHoursMax, APPLICATION_MESSAGES.estimatedHoursMax);

const startDate = z.iso
  .date({ error: APPLICATION_MESSAGES.invalidStartDate })
  .refine(isDateInRange, MESSAGES.dateRange);

/** Empty, null or absent mean "not given", stored as null. */
function optional<T extends z.ZodType>(schema: T) {
  return z
    .preprocess((value: z.input<T> | '' | null) => (value === '' ? null : value), schema.nullable())
    .optional()
    .transform((value) => value ?? null);
}

/**
 * What the server enforces on every application: the job-detail form's rules (spec 000 §5), which
 * send only a cover letter and a rate. Hours and start date are optional here.
 */
export const ZApplicationInput = z.object({
  coverLetter: requiredText(APPLICATION_MESSAGES.coverLetter, LIMITS.coverLetterMinJobDetail),
  proposedRate: amountField(APPLICATION_MESSAGES.proposedRate),
  estimatedHours: optional(estimatedHours),
  availableStartDate: optional(startDate),
});
export type TApplicationInput = z.input<typeof ZApplicationInput>;

/** The apply screen (/jobs/{id}/apply) asks for more, in the browser: 50 characters, hours and a date. */
export const ZApplyScreenInput = ZApplicationInput.extend({
  coverLetter: requiredText(APPLICATION_MESSAGES.coverLetterApplyScreen, LIMITS.coverLetterMinApplyScreen),
  estimatedHours,
  availableStartDate: text(APPLICATION_MESSAGES.availableStartDate)
    .trim()
    .min(1, APPLICATION_MESSAGES.availableStartDate)
    .pipe(startDate),
});
export type TApplyScreenInput = z.input<typeof ZApplyScreenInput>;

/** POST /api/jobs/:id/apply: the job's id from the path, the application in the body. */
export const ZApplyToJobInput = z.object({ id: ZId, ...ZApplicationInput.shape });
export type TApplyToJobInput = z.input<typeof ZApplyToJobInput>;

/**
 * PUT /api/applications/:id/status. A rejection needs a reason (and may carry a note); with any
 * other status the two are ignored.
 */
export const ZApplicationStatusInput = z
  .object({
    id: ZId,
    status: z.enum(APPLICATION_STATUSES, { error: APPLICATION_MESSAGES.status }),
    reason: ZRejectionReason.optional(),
    note: ZRejectionNote,
  })
  .superRefine((input, ctx) => {
    if (input.status === 'rejected' && input.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REJECTION_MESSAGES.reasonRequired });
    }
  });
export type TApplicationStatusInput = z.input<typeof ZApplicationStatusInput>;

const applicationFields = {
  id: z.number().int(),
  jobId: z.number().int(),
  coverLetter: z.string(),
  proposedRate: z.number(),
  estimatedHours: z.number().int().nullable(),
  /** YYYY-MM-DD, or null when not given (shown as TBD). */
  availableStartDate: z.string().nullable(),
  status: z.enum(APPLICATION_STATES),
  /** The reason and note of a rejection; null unless the status is `rejected`. */
  rejection: ZRejection,
  /** 1 for a first application to the job, 2 for the one sent again after a withdrawal or rejection. */
  attempt: z.number().int(),
  createdAt: z.string().meta({ format: 'date-time' }),
  /** When the status last changed (or the application was sent). */
  updatedAt: z.string().meta({ format: 'date-time' }),
  /** The conversation between the developer and the client about this job (Contact, Message Client). */
  conversationId: z.number().int().nullable(),
};

/** An application as the owning client's pipeline shows it (GET /api/jobs/:id/applications). */
export const ZJobApplication = z.object({
  ...applicationFields,
  developer: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
    title: z.string().nullable(),
    location: z.string().nullable(),
    hourlyRate: z.number().nullable(),
    skills: z.array(z.string()),
  }),
});
export type TJobApplication = z.infer<typeof ZJobApplication>;

/** An application as its developer follows it (My Applications). */
export const ZMyApplication = z.object({
  ...applicationFields,
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    minBudget: z.number(),
    maxBudget: z.number(),
    budgetType: z.enum(BUDGET_TYPES),
    status: z.enum(JOB_STATUSES),
    client: z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      companyName: z.string().nullable(),
    }),
  }),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;

/**
 * GET /api/applications/:id, for the job's client and the applicant: the application with its job
 * and the developer's full public profile (its `id` opens /developer/{id}).
 */
export const ZApplicationDetail = z.object({
  ...applicationFields,
  job: ZJob,
  developer: ZPublicDeveloper,
});
export type TApplicationDetail = z.infer<typeof ZApplicationDetail>;
