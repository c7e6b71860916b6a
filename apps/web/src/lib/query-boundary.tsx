import { cn, ErrorState, LoadingState } from '@talanta/ui';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense } from 'react';
import { messageOf } from './errors';

type Failed = (failure: { error: unknown; retry: () => void }) => ReactNode;

interface QueryBoundaryProps {
  /** Shown while a suspense query inside is loading (only this section waits, not the page). */
  pending: ReactNode;
  /** Shown when a query inside failed; `retry` clears the failure and asks again. */
  failed: Failed;
  children: ReactNode;
}

/**
 * A section whose data is secondary to its page: the route loader starts the query without
 * waiting, and this boundary holds the section's own loading and error states.
 */
export function QueryBoundary({ pending, failed, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <SectionErrorBoundary onReset={reset} failed={failed}>
          <Suspense fallback={pending}>{children}</Suspense>
        </SectionErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/**
 * The usual section states in words: a spinner named `loading` while it loads, and an error
 * titled `failed` with the server's reason and Retry when it fails.
 */
export function SectionQueryBoundary({
  loading,
  failed,
  minHeight,
  className,
  onRetry,
  children,
}: {
  loading: string;
  failed: string;
  /** The loading and error states' minimum height, which keeps the layout still (LoadingState's own otherwise). */
  minHeight?: `min-h-${string}`;
  /** For the loading and error states (a margin). */
  className?: string;
  /** Runs before the section is drawn again on Retry (forgetting a failed download, say). */
  onRetry?: () => void;
  children: ReactNode;
}) {
  return (
    <QueryBoundary
      pending={<LoadingState label={loading} minHeight={minHeight} className={className} />}
      failed={({ error, retry }) => (
        <ErrorState
          title={failed}
          message={messageOf(error, 'Please try again.')}
          className={cn(minHeight, className)}
          retryLabel="Retry"
          onRetry={() => {
            onRetry?.();
            retry();
          }}
        />
      )}
    >
      {children}
    </QueryBoundary>
  );
}

interface SectionErrorBoundaryProps {
  onReset: () => void;
  failed: Failed;
  children: ReactNode;
}

// React still offers error boundaries only as class components.
class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    return this.props.failed({ error: this.state.error, retry: this.retry });
  }
}
