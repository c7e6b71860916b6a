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

/**
 * IANA's current names for zones that ICU (and so Intl and the browsers) still lists by an older
 * one: CLDR keeps the first name it gave a zone. People say Kolkata, Kyiv and Ho Chi Minh City
 * (issue 41), and IANA renamed these; the old names stay valid links to them.
 */
const CURRENT_TIME_ZONE_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Europe/Kiev': 'Europe/Kyiv',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Macao': 'Asia/Macau',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
};

/** The zone under the name IANA gives it today ('Asia/Calcutta' -> 'Asia/Kolkata'). */
export function currentTimeZoneName(zone: string): string {
  return CURRENT_TIME_ZONE_NAMES[zone] ?? zone;
}
