import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime } from './relative-time';

describe('formatRelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says how long ago in words', () => {
    expect(formatRelativeTime('2026-03-01T11:57:00Z')).toBe('3 minutes ago');
    expect(formatRelativeTime(new Date('2026-02-27T12:00:00Z'))).toBe('2 days ago');
  });

  it('counts in the largest whole unit, past or future', () => {
    expect(formatRelativeTime('2026-03-01T11:59:31Z')).toBe('less than a minute ago');
    expect(formatRelativeTime('2026-03-01T12:00:20Z')).toBe('in less than a minute');
    expect(formatRelativeTime('2026-03-01T11:59:00Z')).toBe('1 minute ago');
    expect(formatRelativeTime('2026-03-01T10:01:00Z')).toBe('1 hour ago');
    expect(formatRelativeTime('2026-03-01T14:30:00Z')).toBe('in 2 hours');
    expect(formatRelativeTime('2026-01-15T12:00:00Z')).toBe('1 month ago');
    expect(formatRelativeTime('2024-02-01T12:00:00Z')).toBe('2 years ago');
  });

  it('says "recently" for a date it cannot read', () => {
    expect(formatRelativeTime('not a date')).toBe('recently');
  });

  it('uses the words Intl.RelativeTimeFormat uses, without calling it', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    const now = Date.now();
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
