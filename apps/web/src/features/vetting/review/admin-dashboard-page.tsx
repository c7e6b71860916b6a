import { type TVettingSubmission, VETTING_STATUS_LABELS } from '@talanta/schema';
import {
  Badge,
  Button,
  ErrorState,
  LoadingState,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@talanta/ui';
import { Crown, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Page } from '@/features/shell/page';
import { messageOf } from '@/lib/errors';
import { ApplicantDetailsDialog } from './applicant-details-dialog';
import { ReviewRejectDialog } from './review-reject-dialog';
import { ReviewResults } from './review-results';
import { ReviewSummary } from './review-summary';
import { ReviewToolbar } from './review-toolbar';
import { useResetRejected } from './use-reset-rejected';
import { useReviewDecision } from './use-review-decision';
import { type ReviewTab, type ReviewView, useReviewList } from './use-review-list';

const TABS: { tab: ReviewTab; label: string }[] = [
  { tab: 'all', label: 'All' },
  { tab: 'pending', label: VETTING_STATUS_LABELS.pending },
  { tab: 'approved', label: VETTING_STATUS_LABELS.approved },
  { tab: 'rejected', label: VETTING_STATUS_LABELS.rejected },
];

/**
 * /admin (spec 001 "Admin Dashboard"): review vetting submissions, the one approval queue of Tech
 * Talent (issue 35: no second queue of unlisted profiles). The list follows the search
 * box and filters as they change, so it is read with useQuery and keeps the previous page on
 * screen; the route starts loading the first page.
 */
export function AdminDashboardPage() {
  const review = useReviewList();
  const { decide, isBusy } = useReviewDecision();
  const { reset, resetting } = useResetRejected(() => review.setTab('pending'));
  const [view, setView] = useState<ReviewView>('card');
  const [selected, setSelected] = useState<TVettingSubmission | null>(null);
  const [rejecting, setRejecting] = useState<TVettingSubmission | null>(null);
  const { query } = review;
  const counts = query.data?.counts;
  const matching = query.data?.matching;
  // The open dialog follows the list, so an optimistic change shows in it too.
  const shown = selected
    ? (query.data?.applications.find((application) => application.id === selected.id) ?? selected)
    : null;

  // Reject first asks for the optional reason and note (in place of the details, when open there).
  const onDecide = (application: TVettingSubmission, to: 'approved' | 'rejected', fromDialog = false) => {
    if (to === 'rejected') {
      setSelected(null);
      setRejecting(application);
      return;
    }
    decide(application, to, fromDialog ? () => setSelected(null) : undefined);
  };

  let results: React.ReactNode;
  if (query.isPending) results = <LoadingState label="Loading applications..." minHeight="min-h-48" />;
  else if (query.isError && !query.data)
    results = (
      <ErrorState
        title="Failed to load applications"
        message={messageOf(query.error, 'Please try again.')}
        retryLabel="Retry"
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data)
    results = (
      <ReviewResults
        list={query.data}
        tab={review.tab}
        view={view}
        narrowed={review.isNarrowed}
        page={review.page}
        pageCount={review.pageCount}
        onPage={review.setPage}
        isBusy={isBusy}
        resetting={resetting}
        onOpen={setSelected}
        onDecide={(application, to) => onDecide(application, to)}
        onReset={reset}
      />
    );

  return (
    <Page
      title="Admin Dashboard"
      description="Manage developer applications"
      actions={
        <Button variant="secondary" loading={resetting} onClick={reset}>
          {!resetting && <RotateCcw aria-hidden="true" className="size-4" />}
          {resetting ? 'Resetting…' : 'Move Rejected → Pending'}
        </Button>
      }
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
          <Badge variant="accent">
            <Crown aria-hidden="true" className="size-3.5" />
            Super Admin
          </Badge>
          <span>
            <strong className="font-semibold text-ink">{counts?.all ?? '–'}</strong> applications
          </span>
          <span>
            <strong className="font-semibold text-ink">{counts?.pending ?? '–'}</strong> pending
          </span>
        </div>

        <ReviewSummary counts={counts} tab={review.tab} onSelect={review.setTab} />

        <Tabs value={review.tab} onValueChange={(value) => review.setTab(value as ReviewTab)}>
          <div className="flex flex-col gap-4">
            <TabsList aria-label="Application status" className="h-auto flex-wrap self-start">
              {TABS.map(({ tab, label }) => (
                <TabsTrigger key={tab} value={tab}>
                  {label}
                  <Badge size="xs">{matching ? matching[tab === 'all' ? 'all' : tab] : '–'}</Badge>
                </TabsTrigger>
              ))}
            </TabsList>
            <ReviewToolbar
              search={review.search}
              onSearch={review.setSearch}
              filters={review.filters}
              filterCount={review.filterCount}
              onFilters={review.setFilters}
              view={view}
              onView={setView}
            />
          </div>
          {TABS.map(({ tab }) => (
            <TabsContent key={tab} value={tab} className="mt-6">
              {results}
            </TabsContent>
          ))}
        </Tabs>
      </div>

      <ApplicantDetailsDialog
        application={shown}
        busy={shown ? isBusy(shown.id) : false}
        onClose={() => setSelected(null)}
        onDecide={(application, to) => onDecide(application, to, true)}
      />
      <ReviewRejectDialog
        application={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={(application, rejection) => {
          setRejecting(null);
          decide(application, 'rejected', undefined, rejection);
        }}
      />
    </Page>
  );
}
