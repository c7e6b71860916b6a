import { describe, expect, it } from 'vitest';
import { groupThousands } from '../src';

describe('groupThousands', () => {
  it('groups whole numbers in threes with commas', () => {
    const cases: Array<[number, string]> = [
      [0, '0'],
      [7, '7'],
      [999, '999'],
      [1000, '1,000'],
      [123_456, '123,456'],
      [987_654_321, '987,654,321'],
      [-1234, '-1,234'],
      [-1_000_000, '-1,000,000'],
      [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
    ];
    for (const [value, text] of cases) expect(groupThousands(value)).toBe(text);
  });

  it('keeps the digits after a decimal point as they are', () => {
    expect(groupThousands(1234.5)).toBe('1,234.5');
    expect(groupThousands(-1234.05)).toBe('-1,234.05');
    expect(groupThousands(0.1 + 0.2)).toBe('0.30000000000000004');
  });

  it('writes no minus sign for zero', () => {
    expect(groupThousands(-0)).toBe('0');
  });
});
