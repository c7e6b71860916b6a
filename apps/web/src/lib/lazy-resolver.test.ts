import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver';

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
