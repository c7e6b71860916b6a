import { EmptyState, ErrorState, LoadingState } from '@talanta/ui';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { messageOf } from '@/lib/errors';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data?: unknown;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A super admin list's loading or failed state, or null once it has data. The lists follow their
 * search boxes as they are typed, so they keep their previous page (useQuery, placeholder data).
 */
export function listState(query: ListQuery, texts: { loading: string; failed: string }): ReactNode {
  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={texts.failed}
        message={messageOf(query.error, 'Please try again.')}
        retryLabel="Retry"
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return null;
}

/** A list with nothing to show. */
export function ListEmpty({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState
      icon={<Inbox aria-hidden="true" className="size-5" />}
      title={title}
      description={description}
    />
  );
}
