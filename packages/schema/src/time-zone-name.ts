// Apart from time-zone.ts so that screens showing times in a zone do not build its zod schemas.

export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone such as Africa/Nairobi';
export const DEFAULT_TIME_ZONE = 'UTC';

let supportedZones: Set<string> | undefined;

/**
 * Whether the name is an IANA time zone this runtime knows. Intl.supportedValuesOf lists canonical
 * names only (no 'UTC', and on older ICU 'Asia/Calcutta' rather than 'Asia/Kolkata'), so a name is
 * also accepted when Intl resolves it to a listed zone: browsers report either spelling.
 */
export function isTimeZone(name: string): boolean {
  if (name === DEFAULT_TIME_ZONE) return true;
  supportedZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (supportedZones.has(name)) return true;
  try {
    return supportedZones.has(
      new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone,
    );
  } catch {
    return false;
  }
}
