import { describe, expect, it } from 'vitest';
import { groupThousands } from '../src';

describe('groupThousands', () => {
  it('writes whole numbers as toLocaleString("en-US") does', () => {
    const values = [0, 7, 999, 1000, 1500, 10_000, 123_456, 1_000_000, 987_654_321, -1, -1234, -1_000_000];
    for (const value of values) expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
    expect(groupThousands(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
  });

  it('keeps the digits after a decimal point as they are', () => {
    expect(groupThousands(1234.5)).toBe('1,234.5');
    expect(groupThousands(-1234.05)).toBe('-1,234.05');
  });
});
