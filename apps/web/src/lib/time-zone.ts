import { currentTimeZoneName, DEFAULT_TIME_ZONE } from '@talanta/schema';
import { clockTime, wallClockIn, weekdayDayMonth } from './format-day';

/**
 * Times in a person's own IANA zone: every interview time the app shows goes through here, so the
 * screen, the emails (written in the recipient's stored zone) and the slots picked agree. An unknown
 * zone is a RangeError here (a slot must never be sent with a guessed offset).
 */

/** Where a zone's city name and what people call it differ. */
const PLACE_NAMES: Record<string, string> = { 'Asia/Ho_Chi_Minh': 'Ho Chi Minh City' };

/** "Asia/Kolkata" (or "Asia/Calcutta") → "Kolkata", "America/Argentina/Buenos_Aires" → "Buenos Aires", "UTC" → "UTC". */
export function placeOf(timeZone: string): string {
  const zone = currentTimeZoneName(timeZone);
  const last = zone.split('/').at(-1) ?? zone;
  return PLACE_NAMES[zone] ?? last.replaceAll('_', ' ');
}

/** "Tue 15 Jan, 14:00" in the zone. */
export function formatDayTime(instant: Date | string, timeZone: string): string {
  const clock = wallClockIn(new Date(instant), timeZone);
  return `${weekdayDayMonth(clock)}, ${clockTime(clock)}`;
}

/**
 * "Tue 15 Jan, 14:00 your time · 16:30 in Bengaluru": the viewer's zone first, then the other
 * party's, with its day too when the day differs there.
 */
export function formatInBothZones(instant: Date | string, viewerZone: string, otherZone: string): string {
  const at = new Date(instant);
  const mine = wallClockIn(at, viewerZone);
  const theirs = wallClockIn(at, otherZone);
  const sameDay = mine.day === theirs.day && mine.month === theirs.month;
  const theirTime = sameDay ? clockTime(theirs) : formatDayTime(at, otherZone);
  return `${formatDayTime(at, viewerZone)} your time · ${theirTime} in ${placeOf(otherZone)}`;
}

/** Minutes the zone is ahead of UTC at that instant (Nairobi +180, New York -300 in winter). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const clock = wallClockIn(instant, timeZone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/**
 * A wall-clock date ("2030-01-15") and time ("14:00") in the zone as ISO 8601 with that zone's
 * offset on that day ("2030-01-15T14:00:00+03:00"), as the interview API takes slots. A time the
 * clock skips (a spring-forward gap) gets the offset after the change: 02:30 in New York's gap is
 * the instant 01:30 before it.
 */
export function zonedToIso(date: string, time: string, timeZone: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = offsetMinutes(new Date(asUtc), timeZone);
  const offset = offsetMinutes(new Date(asUtc - firstGuess * 60_000), timeZone);
  return `${date}T${time}:00${offsetText(offset)}`;
}

/** The date ("2030-01-15") and time ("14:00") an instant shows on a wall clock in the zone. */
export function zonedParts(instant: Date | string, timeZone: string): { date: string; time: string } {
  const shifted = new Date(new Date(instant).getTime() + offsetMinutes(new Date(instant), timeZone) * 60_000);
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * Every zone the runtime knows, under its current name (Kolkata, Kyiv, Ho Chi Minh, not ICU's
 * Calcutta, Kiev, Saigon), grouped by region ("Africa", "America", …), UTC first on its own.
 */
export function timeZoneGroups(): { region: string; zones: string[] }[] {
  const groups = new Map<string, string[]>();
  const zones = [...new Set(Intl.supportedValuesOf('timeZone').map(currentTimeZoneName))].sort();
  for (const zone of zones) {
    const region = zone.includes('/') ? (zone.split('/')[0] ?? 'Other') : 'Other';
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [
    { region: 'Universal', zones: [DEFAULT_TIME_ZONE] },
    ...[...groups].map(([region, zones]) => ({ region, zones })),
  ];
}
