import { Alert, Button, EmptyState, Spinner } from '@talanta/ui';
import { Inbox, RotateCw, SearchX } from 'lucide-react';
import type { ReviewTab } from './use-review-list';

export function ReviewLoading() {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-3 text-sm text-ink-muted">
      <Spinner size="lg" label="Loading applications" />
      <p aria-hidden="true">Loading applications...</p>
    </div>
  );
}

export function ReviewLoadFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert tone="danger" title="Failed to load applications">
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" loading={retrying} onClick={onRetry}>
        {!retrying && <RotateCw aria-hidden="true" className="size-4" />}
        Retry
      </Button>
    </Alert>
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

/** The empty states: nothing at all, nothing matching, or an empty tab. */
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
