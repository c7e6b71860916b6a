import { afterEach, describe, expect, it, vi } from 'vitest';
import { characterCount, formatDollars, formatRate, personName } from './format';
import {
  dayMonthYear,
  formatDay,
  formatLongDate,
  formatMoment,
  readDate,
  todayIso,
  wallClockIn,
  weekdayDayMonth,
} from './format-day';
import { constructionsOf } from './intl-constructions';

/** The calendar of a date the test knows to be readable. */
function calendarOf(date: string | Date, timeZone: string) {
  const value = readDate(date, timeZone);
  if (!value) throw new Error(`unreadable date ${String(date)}`);
  return value;
}

describe('formatDollars', () => {
  it('writes whole dollars without cents and other amounts with up to two decimals', () => {
    const cases: Array<[number, string]> = [
      [0, '$0'],
      [1, '$1'],
      [42.5, '$42.5'],
      [42.05, '$42.05'],
      [99.99, '$99.99'],
      [1500, '$1,500'],
      [2000.1, '$2,000.1'],
      [12_345.67, '$12,345.67'],
      [1_000_000, '$1,000,000'],
      [9_007_199_254_740_991, '$9,007,199,254,740,991'],
    ];
    for (const [amount, text] of cases) {
      expect(formatDollars(amount)).toBe(text);
      if (amount !== 0) expect(formatDollars(-amount)).toBe(`-${text}`);
    }
  });

  it('rounds the amount as written, half away from zero', () => {
    expect(formatDollars(1.005)).toBe('$1.01');
    expect(formatDollars(0.125)).toBe('$0.13');
    expect(formatDollars(2.675)).toBe('$2.68');
    expect(formatDollars(999.995)).toBe('$1,000');
    expect(formatDollars(-1.005)).toBe('-$1.01');
    expect(formatDollars(0.0049)).toBe('$0');
  });

  it('writes no minus sign for an amount that rounds to nothing', () => {
    expect(formatDollars(-0.001)).toBe('$0');
    expect(formatDollars(-0)).toBe('$0');
  });

  it('builds its formatter once, on first use', async () => {
    vi.resetModules();
    const fresh = await import('./format');
    const built = constructionsOf('NumberFormat', () => {
      fresh.formatDollars(1);
      fresh.formatDollars(2.5);
    });
    expect(built).toBe(1);
  });
});

describe('characterCount', () => {
  it('groups thousands', () => {
    expect(characterCount(22, 1000)).toBe('22/1,000 characters');
  });
});

describe('formatRate', () => {
  it('writes whole dollars without cents and keeps fractions as the budgets do', () => {
    expect(formatRate(45)).toBe('$45/hr');
    expect(formatRate(1500)).toBe('$1,500/hr');
    expect(formatRate(42.5)).toBe(`${formatDollars(42.5)}/hr`);
  });

  it('leaves a rate that was never set out', () => {
    expect(formatRate(null)).toBeNull();
  });
});

describe('formatDay', () => {
  const runtimeZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = runtimeZone;
  });

  it('writes a timestamp as its day in the zone', () => {
    expect(formatDay('2026-04-03T12:00:00Z', 'UTC')).toBe('Apr 3, 2026');
    expect(formatDay(new Date(Date.UTC(2026, 3, 3, 9)), 'Africa/Nairobi')).toBe('Apr 3, 2026');
  });

  it('writes the same instant as the day it is in each zone', () => {
    // 20:30 UTC on June 3 is 02:00 on June 4 in Kolkata (+05:30) and 13:30 on June 3 in Los Angeles (-07:00).
    const instant = '2026-06-03T20:30:00Z';
    expect(formatDay(instant, 'Asia/Kolkata')).toBe('Jun 4, 2026');
    expect(formatDay(instant, 'America/Los_Angeles')).toBe('Jun 3, 2026');
    expect(formatLongDate(instant, 'Asia/Kolkata')).toBe('June 4, 2026');
    expect(formatLongDate(instant, 'America/Los_Angeles')).toBe('June 3, 2026');
    expect(formatMoment(instant, 'Asia/Kolkata')).toBe('Jun 4, 2026, 02:00');
    expect(formatMoment(instant, 'America/Los_Angeles')).toBe('Jun 3, 2026, 13:30');
    expect(todayIso('Asia/Kolkata', Date.parse(instant))).toBe('2026-06-04');
    expect(todayIso('America/Los_Angeles', Date.parse(instant))).toBe('2026-06-03');
  });

  it('keeps a bare day on its own date in every zone', () => {
    for (const zone of [
      'Asia/Kolkata',
      'America/Los_Angeles',
      'UTC',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ]) {
      expect(formatDay('2026-06-03', zone)).toBe('Jun 3, 2026');
      expect(formatLongDate('2026-06-03', zone)).toBe('June 3, 2026');
    }
  });

  it('reads the zone it is given, never the runtime zone', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatMoment('2026-06-03T20:30:00Z', 'UTC')).toBe('Jun 3, 2026, 20:30');
    expect(formatDay('2026-06-03', 'UTC')).toBe('Jun 3, 2026');
    process.env.TZ = 'America/Los_Angeles';
    expect(formatMoment('2026-06-03T20:30:00Z', 'UTC')).toBe('Jun 3, 2026, 20:30');
    expect(formatDay('2026-06-03', 'Asia/Kolkata')).toBe('Jun 3, 2026');
  });

  it('reads a zone the runtime does not know as UTC', () => {
    expect(formatMoment('2026-06-03T20:30:00Z', 'Not/A_Zone')).toBe('Jun 3, 2026, 20:30');
  });

  it('answers `missing` for no date or one it cannot read', () => {
    expect(formatDay(null, 'UTC', 'TBD')).toBe('TBD');
    expect(formatDay('not a date', 'UTC', 'TBD')).toBe('TBD');
    expect(formatDay('not a date', 'UTC')).toBe('');
  });
});

describe('the words of the date formats', () => {
  const monthDays = Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, '0')}-15`);

  it('names the months in full and by their first three letters, September included', () => {
    expect(monthDays.map((day) => formatDay(day, 'UTC'))).toEqual([
      'Jan 15, 2026',
      'Feb 15, 2026',
      'Mar 15, 2026',
      'Apr 15, 2026',
      'May 15, 2026',
      'Jun 15, 2026',
      'Jul 15, 2026',
      'Aug 15, 2026',
      'Sep 15, 2026',
      'Oct 15, 2026',
      'Nov 15, 2026',
      'Dec 15, 2026',
    ]);
    expect(formatLongDate('2026-09-01', 'UTC')).toBe('September 1, 2026');
    expect(formatLongDate('2026-12-31T23:59:00Z', 'UTC')).toBe('December 31, 2026');
  });

  it('writes the British day with its weekday, September as "Sept" like en-GB', () => {
    const day = (date: string) => weekdayDayMonth(calendarOf(date, 'UTC'));
    expect(day('2026-11-23')).toBe('Mon 23 Nov');
    expect(day('2026-09-15')).toBe('Tue 15 Sept');
    expect(day('2026-06-07')).toBe('Sun 7 Jun');
    expect(day('2024-02-29')).toBe('Thu 29 Feb');
    expect(day('2026-02-30')).toBe('Mon 2 Mar');
  });

  it('writes the day before the month and year in the British order', () => {
    expect(dayMonthYear(calendarOf(new Date('2026-11-23T22:30:00Z'), 'Africa/Nairobi'))).toBe(
      '24 November 2026',
    );
  });

  it('writes midnight as 00 and the minutes with two digits', () => {
    expect(formatMoment('2026-04-03T00:07:00Z', 'UTC')).toBe('Apr 3, 2026, 00:07');
    expect(formatMoment('2026-03-08T07:00:00Z', 'America/New_York')).toBe('Mar 8, 2026, 03:00');
    expect(formatMoment('2026-11-01T06:30:00Z', 'America/New_York')).toBe('Nov 1, 2026, 01:30');
  });
});

describe('the wall clock in a zone', () => {
  it('reads the numbers a clock shows there, across a change of clocks', () => {
    expect(wallClockIn(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 1,
      minute: 59,
    });
    expect(wallClockIn(new Date('2026-03-08T07:00:00Z'), 'America/New_York').hour).toBe(3);
    expect(wallClockIn(new Date('2026-06-03T18:30:00Z'), 'Asia/Kolkata')).toEqual({
      year: 2026,
      month: 6,
      day: 4,
      hour: 0,
      minute: 0,
    });
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => wallClockIn(new Date(), 'Not/A_Zone')).toThrow(RangeError);
  });

  it('builds one formatter per zone, on first use', async () => {
    vi.resetModules();
    const fresh = await import('./format-day');
    const built = constructionsOf('DateTimeFormat', () => {
      for (const instant of ['2026-01-01T10:00:00Z', '2026-07-01T10:00:00Z']) {
        fresh.formatMoment(instant, 'Asia/Kolkata');
        fresh.formatDay(instant, 'Africa/Nairobi');
        fresh.todayIso('Asia/Kolkata', Date.parse(instant));
      }
    });
    expect(built).toBe(2);
  });
});

describe('the other date formats', () => {
  it('writes the long day, the day with its time and today as an ISO day', () => {
    expect(formatLongDate('2026-06-03T09:00:00Z', 'UTC')).toBe('June 3, 2026');
    expect(formatMoment('2026-04-03T14:05:00Z', 'UTC')).toBe('Apr 3, 2026, 14:05');
    expect(formatMoment('2026-04-03T00:07:00Z', 'UTC')).toBe('Apr 3, 2026, 00:07');
    expect(todayIso('UTC', Date.parse('2026-01-09T23:59:00Z'))).toBe('2026-01-09');
    expect(todayIso('Asia/Kolkata', new Date('2026-01-09T23:59:00Z'))).toBe('2026-01-10');
  });

  it('says so for a date it cannot read', () => {
    expect(formatLongDate('not a date', 'UTC')).toBe('recently');
    expect(formatMoment('not a date', 'UTC')).toBe('');
  });
});

describe('personName', () => {
  it('joins the names and drops a missing one', () => {
    expect(personName({ firstName: 'Amina', lastName: 'Wekesa' })).toBe('Amina Wekesa');
    expect(personName({ firstName: 'Amina', lastName: '' })).toBe('Amina');
  });
});
