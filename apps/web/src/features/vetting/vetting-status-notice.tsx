import type { TMyVettingStatus } from '@talanta/schema';
import { ErrorState, LoadingState } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import { Suspense } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

/**
 * The explanations of every status but approved, and their links (vetting-status-alert.tsx): most
 * developers who open these screens are approved and never load them. Without its code the notice
 * is left out; the apply section still says why applying is closed. lazyRouteComponent draws it at
 * once once loaded (a React.lazy suspends on its first render).
 */
const VettingStatusAlert = lazyRouteComponent(
  () =>
    import('./vetting-status-alert').catch(() => ({
      VettingStatusAlert: (_: { status: TMyVettingStatus; className?: string }) => null,
    })),
  'VettingStatusAlert',
);

/**
 * For a route's loader, once the status is in: loads the notice's explanation when it will show, so
 * the screen is drawn with it rather than with its loading state first.
 */
export function loadVettingStatusNoticeFor(
  status: TMyVettingStatus | undefined,
): Promise<unknown> | undefined {
  return status && status.status !== 'approved' ? VettingStatusAlert.preload?.() : undefined;
}

/**
 * The developer's vetting status where it decides what they can do (dashboard, Browse Jobs, job
 * pages): what it is, what happens next and when, and the way on. Nothing once they are approved.
 */
export function VettingStatusNotice({ className }: { className?: string }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.vetting.myStatus.queryOptions());
  const loading = <LoadingState label="Loading your vetting status" className={className} />;
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <ErrorState
        className={className}
        title="We couldn't load your vetting status"
        message={messageOf(query.error, 'Please check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.status === 'approved') return null;
  return (
    <Suspense fallback={loading}>
      <VettingStatusAlert status={query.data} className={className} />
    </Suspense>
  );
}

/** Whether the signed-in developer may apply (approved); undefined while it loads. */
export function useMayApply(): boolean | undefined {
  const trpc = useTRPC();
  const query = useQuery(trpc.vetting.myStatus.queryOptions());
  return query.data ? query.data.status === 'approved' : undefined;
}
