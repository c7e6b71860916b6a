import { LIVE_TOPICS } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { STALE_GROUPS_BY_TOPIC, staleGroupsOf } from './change-topics';

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
    expect(staleGroupsOf(['vetting'])).not.toContain('session');
    expect(staleGroupsOf(['user'])).toContain('session');
  });

  it('has a non-empty entry for every topic the server can announce', () => {
    for (const topic of LIVE_TOPICS) expect(STALE_GROUPS_BY_TOPIC[topic].length).toBeGreaterThan(0);
  });
});
