import type { TVettingList, TVettingSubmission } from '@talanta/schema';
import { EmptyState } from '@talanta/ui';
import { Inbox, SearchX } from 'lucide-react';
import { ReviewCard } from './review-card';
import { ReviewPagination } from './review-pagination';
import { ReviewTable } from './review-table';
import { REVIEW_PAGE_SIZE, type ReviewTab, type ReviewView } from './use-review-list';

interface ReviewResultsProps {
  list: TVettingList;
  tab: ReviewTab;
  view: ReviewView;
  narrowed: boolean;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  isBusy: (id: number) => boolean;
  resetting: boolean;
  onOpen: (application: TVettingSubmission) => void;
  onDecide: (application: TVettingSubmission, to: 'approved' | 'rejected') => void;
  onReset: () => void;
}

/** One tab's page as cards or a table, with paging; or the fitting empty state. */
export function ReviewResults(props: ReviewResultsProps) {
  const { list, tab, view, narrowed, page, pageCount, onPage, isBusy, onOpen, onDecide } = props;
  if (list.applications.length === 0) {
    return <ReviewEmpty tab={tab} nothingYet={list.counts.all === 0} narrowed={narrowed} />;
  }
  return (
    <div className="flex flex-col gap-4">
      {/* The cards' h3 titles need an h2 above them (heading order) under the page's h1. */}
      <h2 className="sr-only">Applications</h2>
      {view === 'card' ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.applications.map((application) => (
            <li key={application.id}>
              <ReviewCard
                application={application}
                busy={isBusy(application.id)}
                onOpen={() => onOpen(application)}
                onDecide={(to) => onDecide(application, to)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <ReviewTable
          applications={list.applications}
          firstNumber={(page - 1) * REVIEW_PAGE_SIZE + 1}
          isBusy={isBusy}
          resetting={props.resetting}
          onOpen={onOpen}
          onDecide={onDecide}
          onReset={props.onReset}
        />
      )}
      <ReviewPagination page={page} pageCount={pageCount} pageSize={REVIEW_PAGE_SIZE} onPage={onPage} />
    </div>
  );
}

const TAB_EMPTY: Record<Exclude<ReviewTab, 'all'>, { title: string; description?: string }> = {
  pending: {
    title: 'No pending applications',
    description: 'All applications have been reviewed. New applications will appear here when submitted.',
  },
  approved: { title: 'No approved applications' },
  rejected: { title: 'No rejected applications' },
};

/** The list's empty states: nothing at all, nothing matching, or an empty tab. */
export function ReviewEmpty({
  tab,
  nothingYet,
  narrowed,
}: {
  tab: ReviewTab;
  nothingYet: boolean;
  narrowed: boolean;
}) {
  if (narrowed) {
    return (
      <EmptyState
        icon={<SearchX aria-hidden="true" className="size-5" />}
        title="No matching results"
        description="Try another search or clear the filters."
      />
    );
  }
  if (nothingYet || tab === 'all') {
    return (
      <EmptyState
        icon={<Inbox aria-hidden="true" className="size-5" />}
        title="No applications yet"
        description="When developers submit applications, they will appear here for review."
      />
    );
  }
  const empty = TAB_EMPTY[tab];
  return (
    <EmptyState
      icon={<Inbox aria-hidden="true" className="size-5" />}
      title={empty.title}
      description={empty.description}
    />
  );
}
