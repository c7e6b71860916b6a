import type { TVettingList, TVettingSubmission } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { findCachedApplication, withDecision } from './review-cache';

const application = (id: number, status: TVettingSubmission['status']) =>
  ({ id, status, isApproved: status === 'pending' ? null : status === 'approved' }) as TVettingSubmission;

const list = (applications: TVettingSubmission[]): TVettingList => ({
  applications,
  total: applications.length,
  counts: { all: 10, pending: 6, approved: 2, rejected: 2 },
  matching: { all: 2, pending: 2, approved: 0, rejected: 0 },
});

describe('the optimistic review decision', () => {
  it('shows the new status in place and moves the counts', () => {
    const before = list([application(1, 'pending'), application(2, 'pending')]);
    const after = withDecision(before, 1, 'pending', 'approved');
    expect(after.applications.map((row) => [row.id, row.status, row.isApproved])).toEqual([
      [1, 'approved', true],
      [2, 'pending', null],
    ]);
    expect(after.counts).toEqual({ all: 10, pending: 5, approved: 3, rejected: 2 });
    expect(after.matching).toEqual({ all: 2, pending: 1, approved: 1, rejected: 0 });
    expect(before.applications[0]?.status).toBe('pending');
  });

  it('shows a rejection with its reason label and note, and clears it on any other status', () => {
    const before = list([application(1, 'pending'), application(2, 'pending')]);
    const rejected = withDecision(before, 1, 'pending', 'rejected', { reason: 'rate', note: ' Too high ' });
    expect(rejected.applications[0]?.rejection).toEqual({
      reason: 'rate',
      reasonLabel: 'Rate does not fit the budget',
      note: 'Too high',
    });
    const bare = withDecision(before, 2, 'pending', 'rejected');
    expect(bare.applications[1]?.rejection).toEqual({ reason: null, reasonLabel: null, note: null });
    expect(withDecision(rejected, 1, 'rejected', 'pending').applications[0]?.rejection).toBeNull();
  });

  it('moves only the overall counts of a list the application is not on', () => {
    const other = withDecision(list([application(5, 'pending')]), 1, 'approved', 'rejected');
    expect(other.counts).toEqual({ all: 10, pending: 6, approved: 1, rejected: 3 });
    expect(other.matching).toEqual({ all: 2, pending: 2, approved: 0, rejected: 0 });
  });

  it('finds the application in whichever cached list holds it', () => {
    expect(findCachedApplication([undefined, list([application(7, 'rejected')])], 7)?.status).toBe(
      'rejected',
    );
    expect(findCachedApplication([list([])], 7)).toBeUndefined();
  });
});
