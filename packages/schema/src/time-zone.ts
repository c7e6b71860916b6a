import { z } from 'zod';
import { currentTimeZoneName, isTimeZone, TIME_ZONE_MESSAGE } from './time-zone-name';

/** An IANA zone, kept under its current name (a browser may report 'Asia/Calcutta'). */
export function timeZoneField(message: string = TIME_ZONE_MESSAGE) {
  return z
    .string({ error: message })
    .trim()
    .max(64, message)
    .refine(isTimeZone, message)
    .transform(currentTimeZoneName);
}

export const ZTimeZone = timeZoneField();
