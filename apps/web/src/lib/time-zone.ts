import { DEFAULT_TIME_ZONE } from '@talanta/schema';

/**
 * Times in a person's own IANA zone: every interview time the app shows goes through here, so the
 * screen, the emails (written in the recipient's stored zone) and the slots picked agree.
 */

/** "Asia/Kolkata" → "Kolkata", "America/Argentina/Buenos_Aires" → "Buenos Aires", "UTC" → "UTC". */
export function placeOf(timeZone: string): string {
  const last = timeZone.split('/').at(-1) ?? timeZone;
  return last.replaceAll('_', ' ');
}

function parts(instant: Date, timeZone: string) {
  const found = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => found.find((item) => item.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** "Tue 15 Jan, 14:00" in the zone. */
export function formatDayTime(instant: Date | string, timeZone: string): string {
  const { weekday, day, month, time } = parts(new Date(instant), timeZone);
  return `${weekday} ${day} ${month}, ${time}`;
}

/**
 * "Tue 15 Jan, 14:00 your time · 16:30 in Bengaluru": the viewer's zone first, then the other
 * party's, with its day too when the day differs there.
 */
export function formatInBothZones(instant: Date | string, viewerZone: string, otherZone: string): string {
  const at = new Date(instant);
  const mine = parts(at, viewerZone);
  const theirs = parts(at, otherZone);
  const sameDay = mine.day === theirs.day && mine.month === theirs.month;
  const theirTime = sameDay ? theirs.time : formatDayTime(at, otherZone);
  return `${formatDayTime(at, viewerZone)} your time · ${theirTime} in ${placeOf(otherZone)}`;
}

/** Minutes the zone is ahead of UTC at that instant (Nairobi +180, New York -300 in winter). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const found = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(found.find((item) => item.type === type)?.value ?? 0);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
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
 * offset on that day ("2030-01-15T14:00:00+03:00"), as the interview API takes slots. In a
 * daylight-saving gap the offset from before the change is kept.
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

/** Every zone the runtime knows, grouped by region ("Africa", "America", …), UTC first on its own. */
export function timeZoneGroups(): { region: string; zones: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const region = zone.includes('/') ? (zone.split('/')[0] ?? 'Other') : 'Other';
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [
    { region: 'Universal', zones: [DEFAULT_TIME_ZONE] },
    ...[...groups].map(([region, zones]) => ({ region, zones })),
  ];
}
