import { afterEach, describe, expect, it } from 'vitest';
import { formatDollars, formatRate, personName } from './format';
import { formatDay, formatLongDate, formatMoment, todayIso } from './format-day';

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
