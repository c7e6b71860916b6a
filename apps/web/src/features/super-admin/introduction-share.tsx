import { INTRODUCTION_LIMITS } from '@talanta/schema';
import { ErrorState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import { messageOf } from '@/lib/errors';
import { QueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';
import { formatShare } from './format';

const LABEL = `Introduced within ${INTRODUCTION_LIMITS.windowHours} hours`;

/** The share of the last 30 days' jobs with a developer introduced within 24 hours (issue 40). */
export function IntroductionShare() {
  return (
    <QueryBoundary
      pending={<ShareCard />}
      failed={({ error, retry }) => (
        <ErrorState
          title="Failed to load the introduction figure"
          message={messageOf(error, 'Please try again.')}
          retryLabel="Retry"
          onRetry={retry}
        />
      )}
    >
      <LoadedShareCard />
    </QueryBoundary>
  );
}

function LoadedShareCard() {
  const trpc = useTRPC();
  const { data: share } = useSuspenseQuery(trpc.superAdmin.introductionShare.queryOptions());
  return <ShareCard share={share} />;
}

function ShareCard({ share }: { share?: { days: number; jobs: number; introducedWithin24Hours: number } }) {
  return (
    <section
      aria-label={LABEL}
      aria-busy={!share || undefined}
      className="flex max-w-md flex-col gap-2 rounded-xl border border-line bg-surface p-4 shadow-card"
    >
      <h2 className="flex items-center justify-between gap-2 text-sm text-ink-muted">
        {LABEL}
        <Timer aria-hidden="true" className="size-4 text-accent" />
      </h2>
      <p className="text-2xl font-semibold text-ink">
        {share ? formatShare(share.introducedWithin24Hours, share.jobs) : '–'}
      </p>
      <p className="text-sm text-ink-muted">
        {share
          ? `${share.introducedWithin24Hours} of ${share.jobs} jobs posted in the last ${share.days} days (those at least ${INTRODUCTION_LIMITS.windowHours} hours old)`
          : 'Counting the last 30 days'}
      </p>
    </section>
  );
}
