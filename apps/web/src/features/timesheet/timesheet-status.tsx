import type { TTimesheetStatus } from '@talanta/schema';
import { Badge } from '@talanta/ui';

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

/** "Mon 23 Nov": a day of the week being logged (a calendar day, the same everywhere). */
export function formatWeekday(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** 6.5 → "6.5 h"; whole hours without a point. */
export const formatHours = (minutes: number): string => `${Number((minutes / 60).toFixed(2))} h`;
