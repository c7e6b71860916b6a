import { z } from 'zod';
import { addDays } from './calendar-date';
import { isDateInRange, text, ZId } from './fields';

/** Weekly timesheets (issue 13): one per contract and ISO week, hours in quarter-hour steps. */

export const TIMESHEET_STATUSES = ['draft', 'submitted', 'approved', 'disputed'] as const;
export type TTimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const TIMESHEET_LIMITS = {
  hoursPerDayMax: 24,
  descriptionMax: 500,
  disputeReasonMax: 1000,
  /** Far more than a week needs (several entries a day); it only bounds the request. */
  entriesMax: 70,
} as const;

export const TIMESHEET_MESSAGES = {
  weekStart: 'Week start must be a Monday (YYYY-MM-DD)',
  weekOutsideContract: "This week is outside the contract's dates",
  entryDate: 'Entry date must be a date (YYYY-MM-DD)',
  entryOutsideWeek: "Each entry's date must fall within the week",
  entryOutsideContract: "Each entry's date must fall within the contract's dates",
  hours: 'Hours must be between 0 and 24, in steps of 0.25',
  dayOverLimit: 'At most 24 hours can be logged on one day',
  description: `Description is at most ${TIMESHEET_LIMITS.descriptionMax} characters`,
  entries: `A week has at most ${TIMESHEET_LIMITS.entriesMax} entries`,
  overWeeklyLimit: (limit: number) => `The week's total is more than the contract's limit of ${limit} hours`,
  approvedLocked: 'Approved weeks cannot change',
  submittedLocked: 'This week is waiting for the client; it can change again only if they dispute it',
  nothingToSubmit: 'Log some hours in this week before submitting it',
  notSubmitted: 'Only a week waiting for approval can be approved or disputed',
  disputeReason: `Give a reason for the dispute (at most ${TIMESHEET_LIMITS.disputeReasonMax} characters)`,
  notFound: 'Timesheet not found',
  futureDay: 'Hours cannot be logged for days that have not happened yet',
} as const;

/** The Monday of the ISO week holding the date. */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export const isMonday = (date: string): boolean => new Date(`${date}T00:00:00Z`).getUTCDay() === 1;

/** The seven dates of the week starting on `weekStart`, Monday to Sunday. */
export const weekDates = (weekStart: string): string[] =>
  Array.from({ length: 7 }, (_unused, day) => addDays(weekStart, day));

/** Quarter hours as minutes (1.25 → 75); the schema has already made sure the hours are quarters. */
export const hoursToMinutes = (hours: number): number => Math.round(hours * 60);
export const minutesToHours = (minutes: number): number => minutes / 60;

const dateField = (message: string) =>
  text(message)
    .pipe(z.iso.date({ error: message }))
    .refine(isDateInRange, message);

export const ZWeekStart = dateField(TIMESHEET_MESSAGES.weekStart)
  .refine(isMonday, TIMESHEET_MESSAGES.weekStart)
  .describe('The Monday the ISO week starts on (YYYY-MM-DD)');

const hours = z
  .number({ error: TIMESHEET_MESSAGES.hours })
  .min(0, TIMESHEET_MESSAGES.hours)
  .max(TIMESHEET_LIMITS.hoursPerDayMax, TIMESHEET_MESSAGES.hours)
  // A quarter hour times four is a whole number; 0.1 × 4 is not, and is refused, not rounded.
  .refine((value) => Number.isInteger(value * 4), TIMESHEET_MESSAGES.hours)
  .describe('Hours worked, 0-24 in steps of 0.25');

export const ZTimesheetEntryInput = z.object({
  date: dateField(TIMESHEET_MESSAGES.entryDate),
  hours,
  description: z
    .union([
      z.null(),
      text(TIMESHEET_MESSAGES.description)
        .trim()
        .max(TIMESHEET_LIMITS.descriptionMax, TIMESHEET_MESSAGES.description),
    ])
    .optional()
    .transform((value) => value ?? ''),
});

/** PUT /api/contracts/{id}/timesheets/{weekStart} (the contract's developer): the week's entries. */
export const ZSaveTimesheetInput = z
  .object({
    id: ZId.describe("The contract's id"),
    weekStart: ZWeekStart,
    entries: z
      .array(ZTimesheetEntryInput, { error: TIMESHEET_MESSAGES.entries })
      .max(TIMESHEET_LIMITS.entriesMax, TIMESHEET_MESSAGES.entries),
  })
  .superRefine((input, ctx) => {
    const week = new Set(weekDates(input.weekStart));
    const minutesByDay = new Map<string, number>();
    for (const [index, entry] of input.entries.entries()) {
      if (!week.has(entry.date))
        ctx.addIssue({
          code: 'custom',
          message: TIMESHEET_MESSAGES.entryOutsideWeek,
          path: ['entries', index, 'date'],
        });
      minutesByDay.set(entry.date, (minutesByDay.get(entry.date) ?? 0) + hoursToMinutes(entry.hours));
    }
    for (const minutes of minutesByDay.values()) {
      if (minutes > TIMESHEET_LIMITS.hoursPerDayMax * 60) {
        ctx.addIssue({ code: 'custom', message: TIMESHEET_MESSAGES.dayOverLimit, path: ['entries'] });
        return;
      }
    }
  });
export type TSaveTimesheetInput = z.input<typeof ZSaveTimesheetInput>;

/** POST /api/contracts/{id}/timesheets/{weekStart}/submit. */
export const ZTimesheetWeekInput = z.object({ id: ZId.describe("The contract's id"), weekStart: ZWeekStart });

/** POST /api/timesheets/{id}/dispute (the contract's client). */
export const ZDisputeTimesheetInput = z.object({
  id: ZId,
  reason: text(TIMESHEET_MESSAGES.disputeReason)
    .trim()
    .min(1, TIMESHEET_MESSAGES.disputeReason)
    .max(TIMESHEET_LIMITS.disputeReasonMax, TIMESHEET_MESSAGES.disputeReason),
});

const date = z.string().meta({ format: 'date' });
const dateTime = z.string().meta({ format: 'date-time' });

export const ZTimesheetEntry = z.object({
  id: z.number().int(),
  date,
  minutes: z.number().int(),
  hours: z.number(),
  description: z.string(),
});

export const ZTimesheet = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  weekStart: date,
  weekEnd: date,
  status: z.enum(TIMESHEET_STATUSES),
  totalMinutes: z.number().int(),
  totalHours: z.number(),
  /** The week's hours at the contract's rate, integer US cents. */
  amountCents: z.number().int(),
  entries: z.array(ZTimesheetEntry),
  submittedAt: dateTime.nullable(),
  approvedAt: dateTime.nullable(),
  disputedAt: dateTime.nullable(),
  disputeReason: z.string().nullable(),
  /** The invoice that billed this week, once invoiced. */
  invoiceId: z.number().int().nullable(),
  updatedAt: dateTime,
});
export type TTimesheet = z.infer<typeof ZTimesheet>;
export type TTimesheetEntry = z.infer<typeof ZTimesheetEntry>;
