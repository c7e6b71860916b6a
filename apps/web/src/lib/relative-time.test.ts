import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime } from './relative-time';

describe('formatRelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('speaks in distance-in-words', () => {
    expect(formatRelativeTime('2026-03-01T11:57:00Z')).toBe('3 minutes ago');
    expect(formatRelativeTime(new Date('2026-02-27T12:00:00Z'))).toBe('2 days ago');
  });

  it('says "recently" for a date it cannot read', () => {
    expect(formatRelativeTime('not a date')).toBe('recently');
  });
});
