import type { TLiveTopic } from '@talanta/schema';
import type { QueryClient } from '@tanstack/react-query';
import type { TrpcOptions } from '@/lib/trpc';
import type { LiveCache } from './apply-change';

/**
 * Only queries that hold data: a screen showing a load error keeps its own Try again (refetching
 * would swap it for a skeleton under the person's pointer); one still loading is FIRST_FETCH's.
 */
const SHOWN = { predicate: (query: { state: { data: unknown } }) => query.state.data !== undefined };

/**
 * The query groups a screen may read, each the procedure or router whose queries it marks stale.
 * Invalidating refetches only the queries some mounted screen uses; the others just refetch when
 * next shown.
 */
const QUERY_GROUPS = {
  session: (trpc) => trpc.auth.session,
  job: (trpc) => trpc.job,
  application: (trpc) => trpc.application,
  dashboard: (trpc) => trpc.dashboard,
  interview: (trpc) => trpc.interview.list,
  offer: (trpc) => trpc.offer,
  contract: (trpc) => trpc.contract,
  review: (trpc) => trpc.review,
  timesheet: (trpc) => trpc.timesheet,
  invoice: (trpc) => trpc.invoice,
  // Issue 39: payouts follow invoices (a paid invoice makes shares payable) and their own marks.
  payout: (trpc) => trpc.payout,
  payoutBatch: (trpc) => trpc.payoutBatch,
  ledger: (trpc) => trpc.ledger,
  profile: (trpc) => trpc.profile,
  talent: (trpc) => trpc.talent,
  reviewApplications: (trpc) => trpc.vetting.list,
  vettingStatus: (trpc) => trpc.vetting.myStatus,
  vettingStages: (trpc) => trpc.vetting.status,
  pendingDevelopers: (trpc) => trpc.vetting.listPendingDevelopers,
  // Issue 38: the assessment's bank and the referees' answers in an applicant's details.
  questionBank: (trpc) => trpc.vetting.questionList,
  applicantReferences: (trpc) => trpc.vetting.referencesFor,
  myReferences: (trpc) => trpc.vetting.myReferences,
  platformStats: (trpc) => trpc.superAdmin.stats,
  platformUsers: (trpc) => trpc.superAdmin.listUsers,
  platformDevelopers: (trpc) => trpc.superAdmin.listDevelopers,
  platformClients: (trpc) => trpc.superAdmin.listClients,
  platformJobs: (trpc) => trpc.superAdmin.listJobs,
  auditLog: (trpc) => trpc.superAdmin.auditLog,
  // Introductions (issue 40): the needs-matching queue, its candidates and the share.
  introductionQueue: (trpc) => trpc.superAdmin.needsMatching,
  introductionCandidates: (trpc) => trpc.superAdmin.introductionCandidates,
  introductionShare: (trpc) => trpc.superAdmin.introductionShare,
} satisfies Record<string, (trpc: TrpcOptions) => Pick<TrpcOptions['job'], 'pathFilter'>>;

export type TQueryGroup = keyof typeof QUERY_GROUPS;

/**
 * What a `changed` event's topic makes stale: every screen that shows data of that family. The
 * audit log and the platform figures follow every admin-visible change.
 */
export const STALE_GROUPS_BY_TOPIC: Record<TLiveTopic, readonly TQueryGroup[]> = {
  // Job cards and pages count their applicants, so applications touch jobs too.
  job: [
    'job',
    'dashboard',
    'platformJobs',
    'platformStats',
    'auditLog',
    'introductionQueue',
    'introductionCandidates',
    'introductionShare',
  ],
  application: ['application', 'job', 'dashboard', 'platformJobs', 'platformStats', 'auditLog'],
  // A decision changes the applicant's own status and whether job pages let them apply, and the
  // stages a profile shows passed (issue 38).
  vetting: [
    'reviewApplications',
    'talent',
    'pendingDevelopers',
    'platformDevelopers',
    'profile',
    'vettingStatus',
    'vettingStages',
    'questionBank',
    'applicantReferences',
    'myReferences',
    'job',
    'auditLog',
  ],
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
  // The dashboards count upcoming interviews and name the next one.
  interview: ['interview', 'dashboard'],
  // Offers, the contracts accepted offers make, their weeks of hours, the invoices billing those
  // weeks, the payouts paying developers' shares of them, the reviews of ended contracts and the
  // dashboards' line about them.
  contract: [
    'offer',
    'contract',
    'timesheet',
    'invoice',
    'payout',
    'payoutBatch',
    'ledger',
    'review',
    'dashboard',
  ],
};

/** The query groups a change of these topics makes stale, each once. */
export function staleGroupsOf(topics: readonly TLiveTopic[]): Set<TQueryGroup> {
  return new Set(topics.flatMap((topic) => STALE_GROUPS_BY_TOPIC[topic]));
}

/** A query's first fetch, under way: it may have read the database before the change arrived. */
const FIRST_FETCH = {
  predicate: (query: { state: { data: unknown; fetchStatus: string } }) =>
    query.state.data === undefined && query.state.fetchStatus === 'fetching',
};

/**
 * Marks stale what the topics' changes touch. A first fetch of theirs already under way (a list
 * whose filter was just typed) is started again: marking it stale would join that fetch, whose
 * answer may predate the change, and keep it.
 */
export function invalidateTopics({ queryClient, trpc }: LiveCache, topics: readonly TLiveTopic[]): void {
  for (const group of staleGroupsOf(topics)) {
    const procedures = QUERY_GROUPS[group](trpc);
    void queryClient.invalidateQueries(procedures.pathFilter(SHOWN));
    const firstFetches = queryClient.getQueryCache().findAll(procedures.pathFilter(FIRST_FETCH));
    if (firstFetches.length === 0) continue;
    void queryClient.cancelQueries(procedures.pathFilter(FIRST_FETCH)).then(() => {
      for (const { queryKey } of firstFetches) void queryClient.refetchQueries({ queryKey, exact: true });
    });
  }
}

/**
 * Marks topics stale as events arrive, but never while a mutation of this tab is in flight: a
 * refetch then would replace its optimistic data with the server's state from before it. Topics
 * that arrive meanwhile are kept and marked stale, once, when the last mutation has settled.
 */
export function createStaleMarker(
  queryClient: QueryClient,
  invalidate: (topics: readonly TLiveTopic[]) => void,
) {
  const waiting = new Set<TLiveTopic>();
  let stopWatching: (() => void) | undefined;
  const flush = () => {
    if (queryClient.isMutating() > 0) return;
    stopWatching?.();
    stopWatching = undefined;
    const topics = [...waiting];
    waiting.clear();
    if (topics.length > 0) invalidate(topics);
  };
  return (topics: readonly TLiveTopic[]) => {
    for (const topic of topics) waiting.add(topic);
    stopWatching ??= queryClient.getMutationCache().subscribe(flush);
    flush();
  };
}
