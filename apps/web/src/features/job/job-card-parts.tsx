import type { TJob } from '@talanta/schema';
import { Link } from '@tanstack/react-router';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';
import type { JobFact } from './job-facts';

interface JobCardTitleProps {
  job: Pick<TJob, 'id' | 'title' | 'category' | 'createdAt'>;
  /** Browse Jobs' cards open Job Details; the public job board's open its own page of the job. */
  to: '/jobs/$id' | '/open-jobs/$id';
  headingId: string;
}

/** A job card's title, linked to the job, over its category and when it was posted. */
export function JobCardTitle({ job, to, headingId }: JobCardTitleProps) {
  const now = useNow();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h2 id={headingId} className="text-lg font-semibold break-words text-ink">
        <Link to={to} params={{ id: String(job.id) }} className="hover:text-accent hover:underline">
          {job.title}
        </Link>
      </h2>
      <p className="text-xs text-ink-subtle">
        {job.category && <span>{job.category} · </span>}
        Posted {formatRelativeTime(job.createdAt, now)}
      </p>
    </div>
  );
}

/** A job card's facts in a row, each an icon with its label for screen readers. */
export function JobCardFacts({ facts }: { facts: readonly JobFact[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:flex lg:flex-wrap">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-2">
          <dt className="flex items-center">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
