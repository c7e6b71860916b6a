import { Button, EmptyState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Briefcase, Plus } from 'lucide-react';
import { Page } from '@/features/shell/page';
import { useTRPC } from '@/lib/trpc';
import { ClientJobsItem } from './client-jobs-item';

/** The page's frame, shared with the route's loading and error states. */
export const CLIENT_JOBS_PAGE = {
  title: 'My Jobs',
  description: 'Every job you posted, newest first, with its applicants at each step.',
};

function PostJobButton({ label }: { label: string }) {
  return (
    <Button asChild>
      <Link to="/post-job">
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </Link>
    </Button>
  );
}

/** /client/jobs: all of a client's jobs (issue 12) with counts per status, edit, close and reopen. */
export function ClientJobsPage() {
  const trpc = useTRPC();
  const { data: jobs } = useSuspenseQuery(trpc.job.listOwn.queryOptions());
  return (
    <Page {...CLIENT_JOBS_PAGE} actions={jobs.length > 0 && <PostJobButton label="Post a Job" />}>
      {jobs.length === 0 ? (
        <EmptyState
          icon={<Briefcase aria-hidden="true" className="size-5" />}
          title="You have not posted a job yet"
          description="Describe the role, the skills you need and your budget; vetted Tech Talent can apply as soon as it is posted."
          action={<PostJobButton label="Post a Job" />}
        />
      ) : (
        <ul aria-label="Your jobs" className="flex flex-col gap-4">
          {jobs.map((job) => (
            <li key={job.id}>
              <ClientJobsItem job={job} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
