import { afterEach, describe, expect, it } from 'vitest';
import { characterCount, formatDollars, formatRate, personName } from './format';
import { formatDay, formatLongDate, formatMoment, todayIso } from './format-day';

// The formatters write what the browser's Intl writes without calling it (a page's first Intl call is
// a long task on a slow phone): Node's Intl, with the same ICU data, is the reference.
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
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('writes a timestamp as the day', () => {
    expect(formatDay('2026-04-03T12:00:00Z')).toBe('Apr 3, 2026');
    expect(formatDay(new Date(2026, 3, 3, 9))).toBe('Apr 3, 2026');
  });

  it('keeps a bare day on its own date west of Greenwich', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDay('2026-06-03')).toBe('Jun 3, 2026');
  });

  it('answers `missing` for no date or one it cannot read', () => {
    expect(formatDay(null, 'TBD')).toBe('TBD');
    expect(formatDay('not a date', 'TBD')).toBe('TBD');
    expect(formatDay('not a date')).toBe('');
  });
});

describe('the date formats against Intl.DateTimeFormat', () => {
  const dates = Array.from(
    { length: 12 },
    (_, month) => new Date(2026, month, ((month * 7) % 28) + 1, (month * 5) % 24, month * 4),
  );
  it('writes the short day, the long day and the day with its time as Intl does', () => {
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    const moment = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const date of dates) {
      expect(formatDay(date)).toBe(short.format(date));
      expect(formatLongDate(date)).toBe(long.format(date));
      expect(formatMoment(date)).toBe(moment.format(date));
    }
  });
});

describe('the other date formats', () => {
  it('writes the long day, the day with its time and today as an ISO day', () => {
    expect(formatLongDate(new Date(2026, 5, 3, 9))).toBe('June 3, 2026');
    expect(formatLongDate('2026-06-03')).toBe('June 3, 2026');
    expect(formatMoment(new Date(2026, 3, 3, 14, 5))).toBe('Apr 3, 2026, 14:05');
    expect(formatMoment(new Date(2026, 3, 3, 0, 7))).toBe('Apr 3, 2026, 00:07');
    expect(todayIso(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });

  it('says so for a date it cannot read', () => {
    expect(formatLongDate('not a date')).toBe('recently');
    expect(formatMoment('not a date')).toBe('');
  });
});

describe('personName', () => {
  it('joins the names and drops a missing one', () => {
    expect(personName({ firstName: 'Amina', lastName: 'Wekesa' })).toBe('Amina Wekesa');
    expect(personName({ firstName: 'Amina', lastName: '' })).toBe('Amina');
  });
});
