import { format, isValid, parseISO } from 'date-fns';
import { formatDollars } from '@/features/jobs/job-format';

/** A proposed rate: "$45/hr" (rates are per hour, spec 000 §1). */
export function formatRate(rate: number): string {
  return `${formatDollars(rate)}/hr`;
}

/** A day without a time ("2026-06-03") as "Jun 3, 2026", in the reader's calendar; null is "TBD". */
export function formatDay(day: string | null): string {
  if (!day) return 'TBD';
  const date = parseISO(day);
  return isValid(date) ? format(date, 'MMM d, yyyy') : 'TBD';
}

/** Today as YYYY-MM-DD in the reader's time zone (the apply screen's default start date). */
export function todayIso(): string {
  return format(new Date(), 'yyyy-MM-dd');
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
