import { describe, expect, it } from 'vitest';
import { type DayDraft, entriesOf, parseHours } from './week-draft';

const day = (date: string, hours: string): DayDraft => ({
  date,
  hours,
  description: '',
  outside: false,
  future: false,
});

describe('the hours typed for a day', () => {
  it('reads blank as 0 and refuses what is not a number of hours or is below 0', () => {
    expect(parseHours('')).toBe(0);
    expect(parseHours(' 1.5 ')).toBe(1.5);
    expect(parseHours('abc')).toBeNull();
    expect(parseHours('-2')).toBeNull();
  });

  it('sends the days with hours and leaves out the blank ones', () => {
    expect(entriesOf([day('2026-11-30', '2'), day('2026-12-01', ''), day('2026-12-02', '0')])).toEqual([
      { date: '2026-11-30', hours: 2, description: '' },
    ]);
  });
});
