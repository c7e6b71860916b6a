import { z } from 'zod';
import { blankOr, isDateInRange, MESSAGES, text, ZId } from './fields';

/** Every admin action leaves one audit row: who, what, on what, before and after, when. */

export const AUDIT_ACTIONS = [
  'application.approve',
  'application.reject',
  'application.reset',
  'application.stage',
  'developer.approve',
  'developer.status',
  'user.role_change',
  'user.delete',
  'job.delete',
  'job.introduce',
  'registrations.export',
  'question.create',
  'question.update',
  'question.delete',
  'payout_batch.create',
  'payout_batch.download',
  'payout.mark',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<TAuditAction, string> = {
  'application.approve': 'Application approved',
  'application.reject': 'Application rejected',
  'application.reset': 'Rejected moved to pending',
  'application.stage': 'Vetting stage recorded',
  'developer.approve': 'Tech talent approved',
  'developer.status': 'Developer status changed',
  'user.role_change': 'User role changed',
  'user.delete': 'User deleted',
  'job.delete': 'Job deleted',
  'job.introduce': 'Developer introduced',
  'registrations.export': 'Registrations exported',
  'question.create': 'Assessment question added',
  'question.update': 'Assessment question edited',
  'question.delete': 'Assessment question deleted',
  'payout_batch.create': 'Payout batch created',
  'payout_batch.download': 'Payout file downloaded',
  'payout.mark': 'Payout marked',
};

export const AUDIT_TARGET_TYPES = [
  'vetting_submission',
  'developer_profile',
  'user',
  'job',
  'registrations',
  'vetting_question',
  'payout_batch',
  'payout',
] as const;
export type TAuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_TARGET_LABELS: Record<TAuditTargetType, string> = {
  vetting_submission: 'Application',
  developer_profile: 'Developer profile',
  user: 'User',
  job: 'Job',
  registrations: 'Registrations',
  vetting_question: 'Assessment question',
  payout_batch: 'Payout batch',
  payout: 'Payout',
};

export const AUDIT_LIMITS = { pageDefault: 25, pageMax: 100, offsetMax: 100_000, actorMax: 254 } as const;

export const AUDIT_MESSAGES = {
  action: 'Unknown action',
  targetType: 'Unknown target type',
  date: 'Dates must be YYYY-MM-DD or an ISO date-time',
  dateOrder: 'The start date must not be after the end date',
  limit: `Limit must be a whole number from 1 to ${AUDIT_LIMITS.pageMax}`,
  offset: `Offset must be a whole number from 0 to ${AUDIT_LIMITS.offsetMax}`,
  actor: `Actor must be at most ${AUDIT_LIMITS.actorMax} characters`,
} as const;

/** '' or null means no filter (a cleared form field). */
function blankToUndefined<T extends z.ZodType>(schema: T) {
  return blankOr(z.literal(['', null]), undefined, schema.optional());
}

/** A day ('2030-01-31': the whole day, UTC) or an instant. `to` days include the whole day. */
const dateBound = text(AUDIT_MESSAGES.date)
  .refine((value) => !Number.isNaN(Date.parse(value)), AUDIT_MESSAGES.date)
  .refine(isDateInRange, MESSAGES.dateRange);

export const ZAuditLogInput = z
  .object({
    action: blankToUndefined(z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.action })),
    targetType: blankToUndefined(z.enum(AUDIT_TARGET_TYPES, { error: AUDIT_MESSAGES.targetType })),
    targetId: blankToUndefined(ZId),
    actorId: blankToUndefined(ZId),
    /** A case-insensitive part of the actor's email. */
    actor: blankToUndefined(
      text(AUDIT_MESSAGES.actor).trim().max(AUDIT_LIMITS.actorMax, AUDIT_MESSAGES.actor),
    ),
    from: blankToUndefined(dateBound),
    to: blankToUndefined(dateBound),
    limit: z.coerce
      .number<number>({ error: AUDIT_MESSAGES.limit })
      .int(AUDIT_MESSAGES.limit)
      .min(1, AUDIT_MESSAGES.limit)
      .max(AUDIT_LIMITS.pageMax, AUDIT_MESSAGES.limit)
      .default(AUDIT_LIMITS.pageDefault),
    offset: z.coerce
      .number<number>({ error: AUDIT_MESSAGES.offset })
      .int(AUDIT_MESSAGES.offset)
      .min(0, AUDIT_MESSAGES.offset)
      .max(AUDIT_LIMITS.offsetMax, AUDIT_MESSAGES.offset)
      .default(0),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && auditRangeStart(value.from) >= auditRangeEnd(value.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.dateOrder });
    }
  })
  .prefault({});
export type TAuditLogInput = z.input<typeof ZAuditLogInput>;
export type TAuditLogFilters = z.output<typeof ZAuditLogInput>;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant a `from` bound admits. */
export function auditRangeStart(from: string): Date {
  return new Date(DAY_ONLY.test(from) ? `${from}T00:00:00.000Z` : from);
}

/** The first instant a `to` bound no longer admits (a day bound admits the whole day). */
export function auditRangeEnd(to: string): Date {
  if (!DAY_ONLY.test(to)) return new Date(Date.parse(to) + 1);
  return new Date(Date.parse(`${to}T00:00:00.000Z`) + 24 * 60 * 60 * 1000);
}

export const ZAuditEntry = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.number().int().nullable(),
  before: z.json(),
  after: z.json(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogPage = z.object({ entries: z.array(ZAuditEntry), total: z.number().int() });
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
