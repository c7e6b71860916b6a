import { describe, expect, it, vi } from 'vitest';
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

  it('uses the words Intl.RelativeTimeFormat uses, without calling it', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    const cases: Array<[number, Intl.RelativeTimeFormatUnit, number]> = [
      [1, 'minute', 60_000],
      [59, 'minute', 60_000],
      [1, 'hour', 3_600_000],
      [23, 'hour', 3_600_000],
      [1, 'day', 86_400_000],
      [29, 'day', 86_400_000],
      [1, 'month', 30 * 86_400_000],
      [11, 'month', 30 * 86_400_000],
      [1, 'year', 365 * 86_400_000],
      [1234, 'year', 365 * 86_400_000],
    ];
    for (const [count, unit, length] of cases) {
      expect(formatRelativeTime(now - count * length, now)).toBe(intl.format(-count, unit));
      expect(formatRelativeTime(now + count * length, now)).toBe(intl.format(count, unit));
    }
  });
});
