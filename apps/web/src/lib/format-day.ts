import { format, isValid, parseISO } from 'date-fns';

// Apart from format.ts: date-fns comes with it, and money and names are formatted on screens that show no dates.

/**
 * "Apr 3, 2026" in the reader's calendar. A bare day ("2026-06-03") is that day wherever the reader
 * is (new Date() would read it as UTC midnight, the day before west of Greenwich). A missing or
 * unreadable date is `missing`.
 */
export function formatDay(date: string | Date | null, missing = ''): string {
  if (date === null) return missing;
  const value = typeof date === 'string' ? parseISO(date) : date;
  return isValid(value) ? format(value, 'MMM d, yyyy') : missing;
}
