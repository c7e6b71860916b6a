import type { TAdminJob } from '@talanta/schema';
import { Badge, Button, toast } from '@talanta/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { messageOf } from '@/lib/errors';
import { formatDay } from '@/lib/format-day';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { formatBudget } from './format';
import { ListPager } from './list-pager';
import { ListSearch } from './list-search';
import { ListEmpty, listState } from './list-state';
import { useListControls } from './use-admin-list';
import { useRefreshAdminLists } from './use-refresh-admin-lists';

export function deleteJobQuestion(title: string): string {
  return `Are you sure you want to delete job "${title}"? This action cannot be undone.`;
}

function JobRow({ job }: { job: TAdminJob }) {
  const trpc = useTRPC();
  const refresh = useRefreshAdminLists();
  const remove = useMutation(
    trpc.superAdmin.deleteJob.mutationOptions({
      onSuccess: (result) => toast.success(result.message),
      onError: (error) =>
        toast.error('Failed to delete job', { description: messageOf(error, 'Please try again.') }),
      onSettled: () => refresh('listJobs'),
    }),
  );
  const active = job.status === 'open';
  const timeZone = useViewerTimeZone();
  return (
    <li className="flex flex-col gap-3 py-4 md:flex-row md:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {job.title}
          <Badge variant={active ? 'accent' : 'neutral'}>{active ? 'active' : job.status}</Badge>
        </p>
        <p className="line-clamp-2 text-sm text-ink-muted">{job.description}</p>
        <p className="flex flex-wrap gap-x-4 text-xs text-ink-subtle">
          <span>Budget: {formatBudget(job)}</span>
          <span>Posted: {formatDay(job.createdAt, timeZone)}</span>
          <span>{job.client.companyName ?? `${job.client.firstName} ${job.client.lastName}`}</span>
        </p>
      </div>
      <Button
        variant="danger"
        size="sm"
        loading={remove.isPending}
        aria-label={`Delete job ${job.title}`}
        onClick={() => {
          if (window.confirm(deleteJobQuestion(job.title))) remove.mutate({ jobId: job.id });
        }}
      >
        {!remove.isPending && <Trash2 aria-hidden="true" className="size-4" />}
        Delete
      </Button>
    </li>
  );
}

/** Job Management: every job, newest first, each with Delete. */
export function JobsTab() {
  const trpc = useTRPC();
  const controls = useListControls();
  const jobs = useQuery(trpc.superAdmin.listJobs.queryOptions(controls.input, controls.options));
  const state = listState(jobs, { loading: 'Loading jobs', failed: 'Failed to load jobs' });
  let content: React.ReactNode;
  if (state || !jobs.data) content = state;
  else if (jobs.data.jobs.length === 0) content = <ListEmpty title="No jobs found" />;
  else
    content = (
      <>
        <ul className="divide-y divide-line">
          {jobs.data.jobs.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </ul>
        <ListPager
          label="Jobs pages"
          offset={controls.offset}
          total={jobs.data.total}
          onOffset={controls.setOffset}
        />
      </>
    );
  return (
    <div className="flex flex-col gap-4">
      <ListSearch
        label="Search jobs"
        placeholder="Search jobs..."
        value={controls.search}
        onChange={controls.setSearch}
      />
      {content}
    </div>
  );
}
