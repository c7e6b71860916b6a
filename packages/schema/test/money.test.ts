import { describe, expect, it } from 'vitest';
import {
  amountForMinutes,
  dollarsToCents,
  formatUsd,
  percentOfCents,
  USD_AMOUNT_MESSAGE,
  ZUsdAmount,
} from '../src';

describe('dollars become integer cents once, exactly', () => {
  it('converts whole dollars and cents, including the doubles that multiply badly', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.1 * 100 is 110.00000000000001 in floating point.
    expect([0, 1, 0.29, 1.1, 19.99, 1234.5, 0.01, -5].map(dollarsToCents)).toEqual([
      0, 100, 29, 110, 1999, 123450, 1, -500,
    ]);
  });

  it('gives back every cent from $0.00 to $10,000.00 typed as dollars', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 1_000_000; cents += 1) {
      if (dollarsToCents(Number((cents / 100).toFixed(2))) !== cents) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses more than two decimals instead of rounding them away', () => {
    for (const dollars of [1.005, 0.001, 12.345, 0.1 + 0.2]) {
      expect(() => dollarsToCents(dollars), String(dollars)).toThrow(RangeError);
    }
  });

  it('refuses what is not a finite amount', () => {
    for (const dollars of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300]) {
      expect(() => dollarsToCents(dollars), String(dollars)).toThrow(RangeError);
    }
  });

  it('never answers negative zero', () => {
    expect(Object.is(dollarsToCents(-0), 0)).toBe(true);
  });
});

describe('cents are written as US dollars', () => {
  it('with a thousands separator and always two decimals', () => {
    expect([123450, 0, 5, 99, 100, 100_000_000].map(formatUsd)).toEqual([
      '$1,234.50',
      '$0.00',
      '$0.05',
      '$0.99',
      '$1.00',
      '$1,000,000.00',
    ]);
  });

  it('with the sign before the dollar sign', () => {
    expect(formatUsd(-500)).toBe('-$5.00');
    expect(formatUsd(-123456)).toBe('-$1,234.56');
    expect(formatUsd(-0)).toBe('$0.00');
  });

  it('only from whole cents', () => {
    for (const cents of [1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => formatUsd(cents), String(cents)).toThrow(RangeError);
    }
  });

  it('reads back what dollarsToCents made', () => {
    expect(formatUsd(dollarsToCents(19.99))).toBe('$19.99');
  });
});

describe('a percentage of cents (the platform fee)', () => {
  it('rounds to the nearest cent, half a cent away from zero', () => {
    expect(percentOfCents(100_000, 10)).toBe(10_000);
    expect(percentOfCents(1005, 10)).toBe(101); // 100.5
    expect(percentOfCents(1004, 10)).toBe(100); // 100.4
    expect(percentOfCents(-1005, 10)).toBe(-101);
    expect(percentOfCents(3, 10)).toBe(0);
    expect(Object.is(percentOfCents(-3, 10), 0)).toBe(true);
  });

  it('refuses fractions of cents and percentages that are not whole and positive', () => {
    expect(() => percentOfCents(10.5, 10)).toThrow(RangeError);
    expect(() => percentOfCents(100, 2.5)).toThrow(RangeError);
    expect(() => percentOfCents(100, -10)).toThrow(RangeError);
  });
});

describe('ZUsdAmount', () => {
  it('accepts zero or more dollars with at most two decimals', () => {
    for (const dollars of [0, 1, 45, 42.5, 19.99, 1_000_000]) {
      expect(ZUsdAmount.parse(dollars)).toBe(dollars);
    }
  });

  it('refuses negatives, extra decimals and non-numbers with one message', () => {
    for (const value of [-1, -0.01, 1.005, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, '12', null]) {
      const result = ZUsdAmount.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([USD_AMOUNT_MESSAGE]);
    }
  });

  it('states the message of the issue', () => {
    expect(USD_AMOUNT_MESSAGE).toBe('Amount must be in dollars and cents');
  });
});

describe('amountForMinutes', () => {
  it('prices quarter hours at an hourly rate to the nearest cent, half away from zero', () => {
    expect(amountForMinutes(60, 4550)).toBe(4550);
    expect(amountForMinutes(15, 4550)).toBe(1138); // 1137.5
    expect(amountForMinutes(15, 4549)).toBe(1137); // 1137.25
    expect(amountForMinutes(45, 100)).toBe(75);
    expect(amountForMinutes(0, 9999)).toBe(0);
    expect(amountForMinutes(60 * 60, 4550)).toBe(60 * 4550);
  });

  it('refuses fractions of minutes or cents and negative minutes', () => {
    expect(() => amountForMinutes(7.5, 4550)).toThrow(RangeError);
    expect(() => amountForMinutes(-15, 4550)).toThrow(RangeError);
    expect(() => amountForMinutes(15, 45.5)).toThrow(RangeError);
  });
});
