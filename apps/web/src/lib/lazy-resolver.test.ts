import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyFunctionOnUse, lazyResolver } from './lazy-resolver';

type Values = { email: string };
const accepting: Resolver<Values> = async (values) => ({ values, errors: {} });
const call = (resolver: Resolver<Values>) =>
  resolver({ email: 'a@example.com' }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('lazyResolver', () => {
  it('loads the real resolver once for any number of submits and answers with it', async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      loads += 1;
      return accepting;
    });
    const answers = await Promise.all([call(resolver), call(resolver)]);
    await call(resolver);
    expect(answers[0]).toEqual({ values: { email: 'a@example.com' }, errors: {} });
    expect(loads).toBe(1);
  });

  it('tries a failed download again at the next submit', async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return accepting;
    });
    await expect(call(resolver)).rejects.toThrow('offline');
    await expect(call(resolver)).resolves.toEqual({ values: { email: 'a@example.com' }, errors: {} });
    expect(loads).toBe(2);
  });
});

describe('lazyFunctionOnUse', () => {
  it('loads nothing until prepared or called, then loads once', async () => {
    let loads = 0;
    const double = lazyFunctionOnUse(async () => {
      loads += 1;
      return (value: number) => value * 2;
    });
    expect(loads).toBe(0);
    double.prepare();
    double.prepare();
    expect(await double(21)).toBe(42);
    expect(loads).toBe(1);
  });

  it('tries a failed download again at the next prepare', async () => {
    let loads = 0;
    const double = lazyFunctionOnUse(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return (value: number) => value * 2;
    });
    double.prepare();
    await expect(double(1)).rejects.toThrow('offline');
    double.prepare();
    expect(loads).toBe(2);
    await expect(double(1)).resolves.toBe(2);
  });
});
