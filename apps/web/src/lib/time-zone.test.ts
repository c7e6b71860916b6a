import { describe, expect, it } from 'vitest';
import {
  formatDayTime,
  formatInBothZones,
  offsetMinutes,
  placeOf,
  timeZoneGroups,
  zonedParts,
  zonedToIso,
} from './time-zone';

describe('place names from IANA zones', () => {
  it('takes the last part and turns underscores into spaces', () => {
    expect(placeOf('Asia/Kolkata')).toBe('Kolkata');
    expect(placeOf('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(placeOf('UTC')).toBe('UTC');
  });
});

describe('a time in both zones', () => {
  const instant = '2030-01-15T11:00:00Z';

  it('shows the viewer’s day and time, then the other party’s time and place', () => {
    expect(formatDayTime(instant, 'Africa/Nairobi')).toBe('Tue 15 Jan, 14:00');
    expect(formatInBothZones(instant, 'Africa/Nairobi', 'Asia/Kolkata')).toBe(
      'Tue 15 Jan, 14:00 your time · 16:30 in Kolkata',
    );
  });

  it('writes the day in the British order, September as "Sept", midnight as 00', () => {
    expect(formatDayTime('2026-09-15T13:05:00Z', 'UTC')).toBe('Tue 15 Sept, 13:05');
    expect(formatDayTime('2026-06-03T18:30:00Z', 'Asia/Kolkata')).toBe('Thu 4 Jun, 00:00');
    expect(formatDayTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe('Sun 1 Nov, 01:30');
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => formatDayTime(instant, 'Not/A_Zone')).toThrow(RangeError);
  });

  it('names the other party’s day when it is another day there', () => {
    expect(formatInBothZones('2030-01-15T22:00:00Z', 'UTC', 'Pacific/Auckland')).toBe(
      'Tue 15 Jan, 22:00 your time · Wed 16 Jan, 11:00 in Auckland',
    );
  });
});

describe('slots picked on a wall clock', () => {
  it('writes the zone’s offset of that very day, summer or winter', () => {
    expect(zonedToIso('2030-01-15', '14:00', 'Africa/Nairobi')).toBe('2030-01-15T14:00:00+03:00');
    expect(zonedToIso('2030-01-15', '09:30', 'America/New_York')).toBe('2030-01-15T09:30:00-05:00');
    expect(zonedToIso('2030-07-15', '09:30', 'America/New_York')).toBe('2030-07-15T09:30:00-04:00');
    expect(zonedToIso('2030-01-15', '09:30', 'Asia/Kolkata')).toBe('2030-01-15T09:30:00+05:30');
    expect(zonedToIso('2030-01-15', '09:30', 'UTC')).toBe('2030-01-15T09:30:00+00:00');
  });

  it('gives a time the clock skips (a spring-forward gap) the offset after the change', () => {
    // 02:30 does not exist in New York on 2026-03-08: the slot is the instant 01:30 EST.
    expect(zonedToIso('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T02:30:00-04:00');
    expect(new Date(zonedToIso('2026-03-08', '02:30', 'America/New_York')).toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
  });

  it('round-trips with the wall clock an instant shows', () => {
    const iso = zonedToIso('2030-03-31', '23:45', 'Europe/Berlin');
    expect(new Date(iso).toISOString()).toBe('2030-03-31T21:45:00.000Z');
    expect(zonedParts(iso, 'Europe/Berlin')).toEqual({ date: '2030-03-31', time: '23:45' });
    expect(offsetMinutes(new Date(iso), 'Europe/Berlin')).toBe(120);
  });

  it('reads the offset on either side of a change of clocks, and of zones off the hour', () => {
    expect(offsetMinutes(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetMinutes(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(new Date('2026-01-15T00:00:00Z'), 'Asia/Kathmandu')).toBe(345);
    expect(offsetMinutes(new Date('2026-01-15T00:00:00Z'), 'Pacific/Chatham')).toBe(825);
  });
});

describe('the zone choices', () => {
  it('offers UTC first and every zone of the runtime once, by region', () => {
    const groups = timeZoneGroups();
    expect(groups[0]).toEqual({ region: 'Universal', zones: ['UTC'] });
    const zones = groups.flatMap((group) => group.zones);
    expect(zones.length).toBe(new Set(zones).size);
    expect(groups.find((group) => group.region === 'Africa')?.zones).toContain('Africa/Nairobi');
  });

  it('names zones as people do today, whatever name the runtime lists them under', () => {
    const zones = timeZoneGroups().flatMap((group) => group.zones);
    expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh']));
    expect(zones).not.toEqual(expect.arrayContaining(['Asia/Calcutta']));
    expect(zones).not.toContain('Europe/Kiev');
    expect(zones).not.toContain('Asia/Saigon');
    expect(placeOf('Asia/Calcutta')).toBe('Kolkata');
    expect(placeOf('Europe/Kiev')).toBe('Kyiv');
    expect(placeOf('Asia/Saigon')).toBe('Ho Chi Minh City');
  });
});
