import type { TApplicationCounts, TClientJob } from '@talanta/schema';
import { Badge, Button, Card, CardContent } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { formatBudgetShort } from '@/lib/format';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';
import { listStatusLabel } from './job-format';
import { JobOwnerActions } from './job-owner-actions';

const COUNTED: { key: keyof Omit<TApplicationCounts, 'total'>; label: string }[] = [
  { key: 'pending', label: 'Pending' },
  { key: 'interview', label: 'Interview' },
  { key: 'accepted', label: 'Accepted' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'withdrawn', label: 'Withdrawn' },
];

/** One job on /client/jobs: what it is, where its applicants stand, and what the owner can do. */
export function ClientJobsItem({ job }: { job: TClientJob }) {
  const { total } = job.applicationCounts;
  const now = useNow();
  const id = String(job.id);
  return (
    <Card>
      <CardContent compact>
        <article aria-label={job.title} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="min-w-0 text-lg font-semibold break-words text-ink">
                <Link to="/jobs/$id" params={{ id }} className="hover:text-accent hover:underline">
                  {job.title}
                </Link>
              </h2>
              <Badge variant={job.status === 'open' ? 'accent' : 'neutral'}>{listStatusLabel(job)}</Badge>
            </div>
            <p className="text-sm text-ink-subtle">
              {formatBudgetShort(job)} · Posted {formatRelativeTime(job.createdAt, now)} · {total}{' '}
              {total === 1 ? 'application' : 'applications'}
            </p>
          </div>
          <dl
            aria-label="Applications by status"
            className="grid grid-cols-3 gap-2 rounded-lg border border-line bg-surface-raised p-3 sm:grid-cols-5"
          >
            {COUNTED.map(({ key, label }) => (
              <div key={key} className="flex flex-col">
                <dt className="text-xs text-ink-subtle">{label}</dt>
                <dd className="text-base font-semibold text-ink">{job.applicationCounts[key]}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/jobs/$id" params={{ id }} aria-label={`View job ${job.title}`}>
                View
              </Link>
            </Button>
            <JobOwnerActions job={job} size="sm" />
          </div>
        </article>
      </CardContent>
    </Card>
  );
}
