import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense } from 'react';

interface QueryBoundaryProps {
  /** Shown while a suspense query inside is loading (only this section waits, not the page). */
  pending: ReactNode;
  /** Shown when a query inside failed; `retry` clears the failure and asks again. */
  failed: (failure: { error: unknown; retry: () => void }) => ReactNode;
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

interface SectionErrorBoundaryProps {
  onReset: () => void;
  failed: QueryBoundaryProps['failed'];
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
