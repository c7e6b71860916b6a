import { z } from 'zod';
import { isTimeZone, TIME_ZONE_MESSAGE } from './time-zone-name';

export function timeZoneField(message: string = TIME_ZONE_MESSAGE) {
  return z.string({ error: message }).trim().max(64, message).refine(isTimeZone, message);
}

export const ZTimeZone = timeZoneField();
