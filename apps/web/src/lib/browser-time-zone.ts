import { currentTimeZoneName, DEFAULT_TIME_ZONE } from '@talanta/schema';

// Apart from time-zone.ts: a screen that only needs the viewer's zone (a review's date) does not
// carry the zone arithmetic and the list of every zone with it.

/** The browser's zone, or UTC when the runtime cannot tell. */
export function browserTimeZone(): string {
  try {
    return currentTimeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE);
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
