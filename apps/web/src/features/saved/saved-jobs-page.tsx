import { Button, EmptyState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bookmark } from 'lucide-react';
import { JobCard } from '@/features/job/job-card';
import { Page } from '@/features/shell/page';
import { useMayApply } from '@/features/vetting/vetting-status-notice';
import { formatRelativeTime } from '@/lib/relative-time';
import { useTRPC } from '@/lib/trpc';
import { useNow } from '@/lib/use-now';

export const SAVED_JOBS_PAGE = {
  title: 'Saved Jobs',
  description: 'Jobs you bookmarked to read again or apply to later, newest saved first.',
};

/**
 * /saved-jobs: a developer's bookmarks as job cards; each card's Save toggle takes a job off the
 * list. Closed jobs stay until removed, marked closed, so nothing disappears unexplained.
 */
export function SavedJobsPage() {
  const trpc = useTRPC();
  const { data: saved } = useSuspenseQuery(trpc.savedJob.list.queryOptions());
  const { data: mine } = useSuspenseQuery(trpc.application.listMine.queryOptions());
  const mayApply = useMayApply() === true;
  const now = useNow();
  const appliedStatus = new Map(mine.map((application) => [application.jobId, application.status]));
  return (
    <Page {...SAVED_JOBS_PAGE}>
      {saved.length === 0 ? (
        <EmptyState
          icon={<Bookmark aria-hidden="true" className="size-5" />}
          title="No saved jobs yet"
          description="Press Save on a job in Browse Jobs, or on the job's page, to keep it here."
          action={
            <Button asChild>
              <Link to="/browse-jobs">Browse Jobs</Link>
            </Button>
          }
        />
      ) : (
        <ul aria-label="Saved jobs" className="flex flex-col gap-4">
          {saved.map(({ job, savedAt }) => (
            <li key={job.id} className="flex flex-col gap-1">
              <p className="text-xs text-ink-subtle">Saved {formatRelativeTime(savedAt, now)}</p>
              <JobCard job={job} applicationStatus={appliedStatus.get(job.id)} mayApply={mayApply} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
