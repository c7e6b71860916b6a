import { ratio } from './match-parts';
import type { TMatchDeveloper, TMatchJob, TMatchOptions, TMatchPart } from './match-types';

/** Working hours assumed in each person's own zone when comparing days. */
export const WORKING_DAY = { startHour: 9, endHour: 17 } as const;
/** Hours of shared working time that count as a full overlap (a daily call plus slack). */
export const FULL_OVERLAP_HOURS = 4;

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using it,
 * and a ranking asks for the same few zones hundreds of times (apps/api/bench/matching.bench.ts).
 * null for a zone the runtime does not know.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat | null>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = wallClockFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      format = null;
    }
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC in minutes at the instant (east positive); unknown zones count as UTC. */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const format = wallClockFormat(timeZone);
  if (!format) return 0;
  const parts = format.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  const instant = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((wallClock - instant) / 60_000);
}

/** Hours two 9-to-5 days overlap, given the zones' offsets in minutes (the day may wrap midnight). */
export function workingDayOverlapHours(offsetA: number, offsetB: number): number {
  const dayMinutes = (WORKING_DAY.endHour - WORKING_DAY.startHour) * 60;
  const startA = WORKING_DAY.startHour * 60 - offsetA;
  const startB = WORKING_DAY.startHour * 60 - offsetB;
  let best = 0;
  for (const shift of [-1440, 0, 1440]) {
    const from = Math.max(startA, startB + shift);
    const to = Math.min(startA + dayMinutes, startB + shift + dayMinutes);
    best = Math.max(best, to - from);
  }
  return best / 60;
}

function hours(count: number): string {
  const rounded = Math.round(count * 2) / 2;
  return `${rounded} h`;
}

export function scoreTimeZone(
  job: TMatchJob,
  developer: TMatchDeveloper,
  options: TMatchOptions,
): TMatchPart {
  const overlap = workingDayOverlapHours(
    utcOffsetMinutes(job.clientTimeZone, options.at),
    utcOffsetMinutes(developer.timeZone, options.at),
  );
  const whose = options.viewer === 'client' ? 'your working day' : "the client's working day";
  const text = overlap === 0 ? `No overlap with ${whose}` : `${hours(overlap)} overlap with ${whose}`;
  return {
    factor: 'timeZone',
    score: ratio(Math.min(overlap, FULL_OVERLAP_HOURS) / FULL_OVERLAP_HOURS),
    text,
  };
}
