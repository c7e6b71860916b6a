import { describe, expect, it } from 'vitest';
import { trackedImport } from './tracked-import';

describe('trackedImport', () => {
  it('loads once for any number of calls and records the value for use', async () => {
    let loads = 0;
    const load = trackedImport(async () => {
      loads += 1;
      return { answer: 42 };
    });
    const first = load();
    expect(load()).toBe(first);
    expect(first).not.toHaveProperty('status');
    await expect(first).resolves.toEqual({ answer: 42 });
    expect(first).toMatchObject({ status: 'fulfilled', value: { answer: 42 } });
    load.forgetFailure();
    expect(load()).toBe(first);
    expect(loads).toBe(1);
  });

  it('keeps a failed load, for use to report, until its failure is forgotten', async () => {
    let loads = 0;
    const load = trackedImport(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return 'module';
    });
    const failed = load();
    await expect(failed).rejects.toThrow('offline');
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('offline') });
    expect(load()).toBe(failed);
    load.forgetFailure();
    await expect(load()).resolves.toBe('module');
    expect(loads).toBe(2);
  });
});
