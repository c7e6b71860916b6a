import {
  addDays,
  amountForMinutes,
  hoursToMinutes,
  type TContract,
  type TTimesheet,
  weekDates,
  weekStartOf,
} from '@talanta/schema';

/** What the hours editor holds for one day: the text typed (so "1." stays while typing). */
export interface DayDraft {
  date: string;
  hours: string;
  description: string;
  /** Outside the contract's dates: shown, not editable. */
  outside: boolean;
  /** After today where the developer is: hours are for days that have happened (not editable). */
  future: boolean;
}

/** The contract's last day, if it has one: its end date, or the day it ended, whichever came first. */
function finalDayOf(contract: TContract): string | null {
  const endedOn = contract.endedAt?.slice(0, 10) ?? null;
  const known = [contract.endDate, endedOn].filter((day): day is string => day !== null);
  return known.sort()[0] ?? null;
}

/** The last day hours can be logged for now: today, or the contract's final day if sooner. */
function lastDayOf(contract: TContract, today: string): string {
  const final = finalDayOf(contract);
  return [today, ...(final === null ? [] : [final])].sort()[0] ?? today;
}

/** The Mondays a developer may log: from the contract's first week to this week (or its last). */
export function loggableWeeks(contract: TContract, today: string): string[] {
  const first = weekStartOf(contract.startDate);
  const last = weekStartOf(lastDayOf(contract, today));
  const weeks: string[] = [];
  for (let week = first; week <= last && weeks.length < 520; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** The week's seven days, filled from what was saved. */
export function weekDraft(
  contract: TContract,
  weekStart: string,
  saved: TTimesheet | undefined,
  today: string,
): DayDraft[] {
  const final = finalDayOf(contract);
  return weekDates(weekStart).map((date) => {
    const entries = saved?.entries.filter((entry) => entry.date === date) ?? [];
    const minutes = entries.reduce((sum, entry) => sum + entry.minutes, 0);
    return {
      date,
      hours: entries.length > 0 ? String(minutes / 60) : '',
      description: entries
        .map((entry) => entry.description)
        .filter(Boolean)
        .join('; '),
      outside: date < contract.startDate || (final !== null && date > final),
      future: date > today,
    };
  });
}

/**
 * The hours typed as a number (blank is 0), or null when it is not one or is below 0: a negative
 * day would otherwise be left out of the save, which deletes what the day held.
 */
export function parseHours(text: string): number | null {
  if (text.trim() === '') return 0;
  const hours = Number(text);
  return Number.isFinite(hours) && hours >= 0 ? hours : null;
}

/** The days with hours as the API's entries; days left blank are not sent. */
export function entriesOf(days: DayDraft[]) {
  return days
    .filter((day) => !day.outside && !day.future && (parseHours(day.hours) ?? 0) > 0)
    .map((day) => ({ date: day.date, hours: parseHours(day.hours) ?? 0, description: day.description }));
}

/** The week's total in minutes and its amount at the contract's rate (quarter hours only). */
export function weekTotal(
  days: DayDraft[],
  hourlyRateCents: number,
): { minutes: number; amountCents: number } {
  const minutes = entriesOf(days).reduce((sum, entry) => sum + hoursToMinutes(entry.hours), 0);
  const quarterMinutes = Math.round(minutes / 15) * 15;
  return { minutes, amountCents: amountForMinutes(quarterMinutes, hourlyRateCents) };
}
