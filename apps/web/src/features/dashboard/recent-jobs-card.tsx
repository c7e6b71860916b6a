import type { TClientJob } from '@talanta/schema';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { listStatusLabel } from '@/features/job/job-format';
import { formatRelativeTime } from '@/lib/relative-time';
import { useTRPC } from '@/lib/trpc';
import { useNow } from '@/lib/use-now';

interface RecentJobsCardProps {
  jobs: TClientJob[];
  /** The dashboard shows this many at most; "Show all jobs" appears when there may be more. */
  limit: number;
}

/** A client's latest job posts with their applicant figures, each linking to the job. */
export function RecentJobsCard({ jobs, limit }: RecentJobsCardProps) {
  const trpc = useTRPC();
  const [showAll, setShowAll] = useState(false);
  const now = useNow();
  const all = useQuery(trpc.job.listOwn.queryOptions(undefined, { enabled: showAll }));
  const shown = showAll && all.data ? all.data : jobs;
  return (
    <Card>
      <CardHeader row className="items-center gap-3">
        <CardTitle>{showAll ? 'Your job posts' : 'Recent job posts'}</CardTitle>
        <Button asChild size="sm" variant="outline">
          <Link to="/post-job">Post a Job</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <div className="flex flex-col items-start gap-3 text-sm text-ink-muted">
            <p>You have not posted a job yet. Describe the role and vetted Tech Talent can apply.</p>
            <Button asChild size="sm">
              <Link to="/post-job">Post your first job</Link>
            </Button>
          </div>
        ) : (
          <ul aria-label="Your job posts" className="flex flex-col divide-y divide-line">
            {shown.map((job) => (
              <li key={job.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <Link
                    to="/jobs/$id"
                    params={{ id: String(job.id) }}
                    className="min-w-0 font-medium break-words text-ink hover:text-accent hover:underline"
                  >
                    {job.title}
                  </Link>
                  <Badge variant={job.status === 'open' ? 'accent' : 'neutral'}>{listStatusLabel(job)}</Badge>
                </div>
                <p className="text-xs text-ink-subtle">
                  Posted {formatRelativeTime(job.createdAt, now)} · {job.applicationCounts.total}{' '}
                  {job.applicationCounts.total === 1 ? 'application' : 'applications'}
                  {job.applicationCounts.pending > 0 && ` · ${job.applicationCounts.pending} pending`}
                  {job.applicationCounts.interview > 0 && ` · ${job.applicationCounts.interview} interview`}
                  {job.applicationCounts.accepted > 0 && ` · ${job.applicationCounts.accepted} accepted`}
                </p>
              </li>
            ))}
          </ul>
        )}
        {!showAll && jobs.length >= limit && (
          <Button variant="link" className="mt-4" onClick={() => setShowAll(true)}>
            Show all jobs
          </Button>
        )}
        {showAll && all.isPending && <p className="mt-4 text-sm text-ink-muted">Loading all your jobs...</p>}
        {showAll && all.isError && (
          <p role="alert" className="mt-4 text-sm text-danger">
            Your jobs could not be loaded. Please try again later.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
