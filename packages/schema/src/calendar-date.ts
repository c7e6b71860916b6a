/** Calendar days as 'YYYY-MM-DD' text (`date` columns), computed in UTC so no clock change shifts them. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' plus `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day it is at `now` on a wall clock in `timeZone` (an IANA name). */
export function dayInZone(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
