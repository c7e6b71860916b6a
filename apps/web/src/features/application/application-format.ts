import { format } from 'date-fns';

/** Today as YYYY-MM-DD in the reader's time zone (the apply screen's default start date). */
export function todayIso(): string {
  return format(new Date(), 'yyyy-MM-dd');
}
