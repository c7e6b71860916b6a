import { Alert, Button, EmptyState, Spinner } from '@talanta/ui';
import { ChevronLeft, ChevronRight, Inbox, RotateCw } from 'lucide-react';
import { messageOf } from '@/lib/errors';

/** The loading, failure and empty states shared by the super admin's lists. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3 text-sm text-ink-muted">
      <Spinner size="lg" label={label} />
    </div>
  );
}

export function ListFailed({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert tone="danger" title={title}>
      <p>{messageOf(error, 'Please try again.')}</p>
      <Button variant="secondary" size="sm" className="mt-3" loading={retrying} onClick={onRetry}>
        {!retrying && <RotateCw aria-hidden="true" className="size-4" />}
        Retry
      </Button>
    </Alert>
  );
}

export function ListEmpty({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState
      icon={<Inbox aria-hidden="true" className="size-5" />}
      title={title}
      description={description}
    />
  );
}

export const LIST_PAGE_SIZE = 25;

/** "Showing 26-50 of 73" with Previous and Next; hidden when everything fits on one page. */
export function ListPager({
  label,
  offset,
  total,
  onOffset,
}: {
  label: string;
  offset: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  if (total <= LIST_PAGE_SIZE) return null;
  const last = Math.min(offset + LIST_PAGE_SIZE, total);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted" aria-live="polite">
        Showing {offset + 1}-{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - LIST_PAGE_SIZE))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={last >= total}
          onClick={() => onOffset(offset + LIST_PAGE_SIZE)}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
