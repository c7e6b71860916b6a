import type { TTimesheetStatus } from '@talanta/schema';
import { Badge } from '@talanta/ui';
import { readDate, weekdayDayMonth } from '@/lib/format-day';

const LABELS: Record<TTimesheetStatus, string> = {
  draft: 'Draft',
  submitted: 'Waiting for approval',
  approved: 'Approved',
  disputed: 'Disputed',
};

const VARIANTS = { draft: 'neutral', submitted: 'accent', approved: 'accent', disputed: 'danger' } as const;

export function TimesheetStatusBadge({ status }: { status: TTimesheetStatus }) {
  return <Badge variant={VARIANTS[status]}>{LABELS[status]}</Badge>;
}

/** "Mon 23 Nov": a day of the week being logged (a calendar day, the same everywhere); '' if unreadable. */
export function formatWeekday(date: string): string {
  const value = readDate(date, 'UTC');
  return value ? weekdayDayMonth(value) : '';
}

/** 6.5 → "6.5 h"; whole hours without a point. */
export const formatHours = (minutes: number): string => `${Number((minutes / 60).toFixed(2))} h`;
