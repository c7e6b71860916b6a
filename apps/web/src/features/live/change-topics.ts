import { LIVE_TOPICS, type TLiveTopic } from '@talanta/schema';
import type { TrpcReactUtils } from './apply-change';

/**
 * The query groups a screen may read, each with how to mark it stale. Invalidating refetches only
 * the queries some mounted screen uses; the others just refetch when next shown.
 */
const QUERY_GROUPS = {
  session: (utils) => utils.auth.session.invalidate(),
  job: (utils) => utils.job.invalidate(),
  application: (utils) => utils.application.invalidate(),
  dashboard: (utils) => utils.dashboard.invalidate(),
  profile: (utils) => utils.profile.invalidate(),
  talent: (utils) => utils.talent.invalidate(),
  reviewApplications: (utils) => utils.admin.applications.invalidate(),
  pendingDevelopers: (utils) => utils.admin.pendingDevelopers.invalidate(),
  platformStats: (utils) => utils.superAdmin.stats.invalidate(),
  platformUsers: (utils) => utils.superAdmin.users.invalidate(),
  platformDevelopers: (utils) => utils.superAdmin.developers.invalidate(),
  platformClients: (utils) => utils.superAdmin.clients.invalidate(),
  platformJobs: (utils) => utils.superAdmin.jobs.invalidate(),
  auditLog: (utils) => utils.superAdmin.auditLog.invalidate(),
} satisfies Record<string, (utils: TrpcReactUtils) => Promise<void>>;

export type TQueryGroup = keyof typeof QUERY_GROUPS;

/**
 * What a `changed` event's topic makes stale: every screen that shows data of that family. The
 * audit log and the platform figures follow every admin-visible change.
 */
export const STALE_GROUPS_BY_TOPIC: Record<TLiveTopic, readonly TQueryGroup[]> = {
  // Job cards and pages count their applicants, so applications touch jobs too.
  job: ['job', 'dashboard', 'platformJobs', 'platformStats', 'auditLog'],
  application: ['application', 'job', 'dashboard', 'platformJobs', 'platformStats', 'auditLog'],
  vetting: ['reviewApplications', 'pendingDevelopers', 'platformDevelopers', 'profile', 'auditLog'],
  user: [
    'session',
    'profile',
    'talent',
    'dashboard',
    'pendingDevelopers',
    'platformUsers',
    'platformDevelopers',
    'platformClients',
    'platformStats',
    'auditLog',
  ],
};

/** The query groups a change of these topics makes stale, each once. */
export function staleGroupsOf(topics: readonly TLiveTopic[]): Set<TQueryGroup> {
  return new Set(topics.flatMap((topic) => STALE_GROUPS_BY_TOPIC[topic]));
}

/** Marks stale what the topics' changes touch (all topics: after a gap in the stream). */
export function invalidateTopics(utils: TrpcReactUtils, topics: readonly TLiveTopic[] = LIVE_TOPICS): void {
  for (const group of staleGroupsOf(topics)) void QUERY_GROUPS[group](utils);
}
