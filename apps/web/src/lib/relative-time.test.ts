import { describe, expect, it, vi } from 'vitest';
import { constructionsOf } from './intl-constructions';
import { formatRelativeTime } from './relative-time';

describe('formatRelativeTime', () => {
  // The render time useNow() gives: never the clock, which differs between the server and the browser.
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('says how long ago in words', () => {
    expect(formatRelativeTime('2026-03-01T11:57:00Z', now)).toBe('3 minutes ago');
    expect(formatRelativeTime(new Date('2026-02-27T12:00:00Z'), now)).toBe('2 days ago');
  });

  it('counts in the largest whole unit, past or future', () => {
    expect(formatRelativeTime('2026-03-01T11:59:31Z', now)).toBe('less than a minute ago');
    expect(formatRelativeTime('2026-03-01T12:00:20Z', now)).toBe('in less than a minute');
    expect(formatRelativeTime('2026-03-01T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatRelativeTime('2026-03-01T10:01:00Z', now)).toBe('1 hour ago');
    expect(formatRelativeTime('2026-03-01T14:30:00Z', now)).toBe('in 2 hours');
    expect(formatRelativeTime('2026-01-15T12:00:00Z', now)).toBe('1 month ago');
    expect(formatRelativeTime('2024-02-01T12:00:00Z', now)).toBe('2 years ago');
  });

  it('reads the time it is given, not the clock', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    try {
      expect(formatRelativeTime('2026-02-27T12:00:00Z', now)).toBe('2 days ago');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "recently" for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', now)).toBe('recently');
  });

  it('counts every unit in words, singular and plural, with thousands grouped', () => {
    const minute = 60_000;
    const day = 24 * 60 * minute;
    const cases: Array<[span: number, past: string, future: string]> = [
      [minute, '1 minute ago', 'in 1 minute'],
      [59 * minute, '59 minutes ago', 'in 59 minutes'],
      [60 * minute, '1 hour ago', 'in 1 hour'],
      [23 * 60 * minute, '23 hours ago', 'in 23 hours'],
      [day, '1 day ago', 'in 1 day'],
      [29 * day, '29 days ago', 'in 29 days'],
      [30 * day, '1 month ago', 'in 1 month'],
      [11 * 30 * day, '11 months ago', 'in 11 months'],
      [365 * day, '1 year ago', 'in 1 year'],
      [1234 * 365 * day, '1,234 years ago', 'in 1,234 years'],
    ];
    for (const [span, past, future] of cases) {
      expect(formatRelativeTime(now - span, now)).toBe(past);
      expect(formatRelativeTime(now + span, now)).toBe(future);
    }
  });

  it('builds its formatter once, on first use', async () => {
    vi.resetModules();
    const fresh = await import('./relative-time');
    const builtForSeconds = constructionsOf('RelativeTimeFormat', () => {
      fresh.formatRelativeTime(now - 1000, now);
    });
    const built = constructionsOf('RelativeTimeFormat', () => {
      fresh.formatRelativeTime(now - 3 * 60_000, now);
      fresh.formatRelativeTime(now + 3 * 86_400_000, now);
    });
    expect([builtForSeconds, built]).toEqual([0, 1]);
  });
});
