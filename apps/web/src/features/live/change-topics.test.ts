import { LIVE_TOPICS, type TLiveTopic } from '@talanta/schema';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createStaleMarker, STALE_GROUPS_BY_TOPIC, staleGroupsOf } from './change-topics';

describe('what a change makes stale', () => {
  it('maps an application to the pipelines, the job pages that count applicants and the dashboards', () => {
    expect([...staleGroupsOf(['application'])]).toEqual([
      'application',
      'job',
      'dashboard',
      'platformJobs',
      'platformStats',
      'auditLog',
    ]);
  });

  it('names each query group once however many topics share it', () => {
    const groups = [...staleGroupsOf(['job', 'application', 'job'])];
    expect(groups).toEqual([...new Set(groups)]);
    expect(groups).toContain('application');
    expect(groups).toContain('platformJobs');
  });

  it('refreshes the review lists on vetting and the signed-in user on account changes', () => {
    expect(staleGroupsOf(['vetting'])).toContain('reviewApplications');
    expect(staleGroupsOf(['vetting'])).toContain('vettingStatus');
    expect(staleGroupsOf(['vetting'])).toContain('job');
    expect(staleGroupsOf(['vetting'])).toContain('talent');
    expect(staleGroupsOf(['vetting'])).not.toContain('session');
    expect(staleGroupsOf(['user'])).toContain('session');
  });

  it('refreshes the interview list and the dashboards that count interviews, nothing else', () => {
    expect([...staleGroupsOf(['interview'])]).toEqual(['interview', 'dashboard']);
  });

  it('refreshes offers, contracts, timesheets, invoices, payouts, the books, reviews and the dashboards on a contract change, nothing else', () => {
    expect([...staleGroupsOf(['contract'])]).toEqual([
      'offer',
      'contract',
      'timesheet',
      'invoice',
      'payout',
      'payoutBatch',
      'ledger',
      'review',
      'dashboard',
    ]);
  });

  it('has a non-empty entry for every topic the server can announce', () => {
    for (const topic of LIVE_TOPICS) expect(STALE_GROUPS_BY_TOPIC[topic].length).toBeGreaterThan(0);
  });
});

describe('marking stale around this tab’s mutations', () => {
  it('waits for the mutations in flight, then marks the topics that arrived meanwhile once', async () => {
    const queryClient = new QueryClient();
    const marked: TLiveTopic[][] = [];
    const markStale = createStaleMarker(queryClient, (topics) => marked.push([...topics]));

    markStale(['job']);
    expect(marked).toEqual([['job']]);

    let settle: (value: string) => void = () => {};
    const held = new MutationObserver(queryClient, {
      mutationFn: () => new Promise<string>((resolve) => (settle = resolve)),
    });
    const mutation = held.mutate();
    await vi.waitFor(() => expect(queryClient.isMutating()).toBe(1));
    markStale(['application']);
    markStale(['vetting', 'application']);
    expect(marked).toEqual([['job']]);

    settle('done');
    await mutation;
    await vi.waitFor(() => expect(marked).toEqual([['job'], ['application', 'vetting']]));
    markStale(['user']);
    expect(marked).toEqual([['job'], ['application', 'vetting'], ['user']]);
  });
});
