import { afterEach, describe, expect, it } from 'vitest';
import { characterCount, formatDollars, formatRate, personName } from './format';
import { formatDay, formatLongDate, formatMoment, todayIso } from './format-day';

// The formatters write what Intl writes without its words (money without calling it at all: a page's
// first Intl call is a long task on a slow phone): Node's Intl, with the same ICU data, is the reference.
describe('formatDollars', () => {
  const intl = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });

  it('writes what Intl.NumberFormat writes for dollars', () => {
    const amounts = [
      0, 1, 5, 42.5, 42.05, 99.99, 100, 999.995, 1000, 1500, 2000.1, 12_345.67, 1_000_000, 0.125, 1.005,
    ];
    for (const amount of [...amounts, ...amounts.map((value) => -value).filter(Boolean)])
      expect(formatDollars(amount)).toBe(intl.format(amount));
  });

  it('rounds as Intl does, on the number as written', () => {
    for (let thousandths = 0; thousandths <= 200_000; thousandths += 7) {
      const amount = thousandths / 1000;
      expect(formatDollars(amount)).toBe(intl.format(amount));
    }
  });

  it('writes no minus sign for an amount that rounds to nothing', () => {
    expect(formatDollars(-0.001)).toBe('$0');
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

describe('the date formats against Intl.DateTimeFormat', () => {
  const dates = Array.from(
    { length: 12 },
    (_, month) => new Date(Date.UTC(2026, month, ((month * 7) % 28) + 1, (month * 5) % 24, month * 4)),
  );
  it('writes the short day, the long day and the day with its time as Intl does, in each zone', () => {
    for (const timeZone of ['UTC', 'Asia/Kolkata', 'America/Los_Angeles', 'Africa/Nairobi']) {
      const short = new Intl.DateTimeFormat('en-US', {
        timeZone,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      });
      const long = new Intl.DateTimeFormat('en-US', {
        timeZone,
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      });
      const moment = new Intl.DateTimeFormat('en-US', {
        timeZone,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      for (const date of dates) {
        expect(formatDay(date, timeZone)).toBe(short.format(date));
        expect(formatLongDate(date, timeZone)).toBe(long.format(date));
        expect(formatMoment(date, timeZone)).toBe(moment.format(date));
      }
    }
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
