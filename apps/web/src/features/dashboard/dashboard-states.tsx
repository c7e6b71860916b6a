import { Alert, Button, Skeleton } from '@talanta/ui';

/** The dashboard while its figures load: the shapes of the stat cards and the panels below. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-8">
      <span role="status" className="sr-only">
        Loading your dashboard
      </span>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-16" />
          </div>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}

/** The figures failed to load: say so and offer to try again. */
export function DashboardError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="danger" title="Your dashboard could not be loaded">
      Your figures and recent activity are unavailable right now. Please try again.
      <div>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
