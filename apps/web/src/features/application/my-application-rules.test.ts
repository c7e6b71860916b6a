import type { TApplicationState } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { canApplyAgain, canWithdraw } from './my-application-rules';

const attempt = (
  status: TApplicationState,
  number: number,
  jobId = 1,
  jobStatus: 'open' | 'closed' = 'open',
) => ({ status, attempt: number, job: { id: jobId, status: jobStatus } }) as const;

describe('withdrawing', () => {
  it('is offered while the application is pending or at interview', () => {
    expect(canWithdraw({ status: 'pending' })).toBe(true);
    expect(canWithdraw({ status: 'interview' })).toBe(true);
    for (const status of ['accepted', 'rejected', 'withdrawn'] as const) {
      expect(canWithdraw({ status })).toBe(false);
    }
  });
});

describe('applying again', () => {
  it('is offered on a withdrawn or rejected first attempt to an open job', () => {
    for (const status of ['withdrawn', 'rejected'] as const) {
      const first = attempt(status, 1);
      expect(canApplyAgain(first, [first])).toBe(true);
    }
  });

  it('is not offered for an application still in the pipeline or accepted', () => {
    for (const status of ['pending', 'interview', 'accepted'] as const) {
      const first = attempt(status, 1);
      expect(canApplyAgain(first, [first])).toBe(false);
    }
  });

  it('is not offered once the job is closed', () => {
    const first = attempt('withdrawn', 1, 1, 'closed');
    expect(canApplyAgain(first, [first])).toBe(false);
  });

  it('is not offered after a second attempt, on either attempt', () => {
    const first = attempt('withdrawn', 1);
    const second = attempt('rejected', 2);
    expect(canApplyAgain(first, [second, first])).toBe(false);
    expect(canApplyAgain(second, [second, first])).toBe(false);
  });

  it("ignores another job's second attempt", () => {
    const first = attempt('rejected', 1, 1);
    expect(canApplyAgain(first, [first, attempt('withdrawn', 2, 2)])).toBe(true);
  });
});
