import { INTRODUCTION_LIMITS, type TNeedsMatchingJob } from '@talanta/schema';
import { Badge, Button, Card, CardContent } from '@talanta/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Page } from '@/features/shell/page';
import { formatDay } from '@/lib/format-day';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { formatWaiting } from './format';
import { IntroductionCandidates } from './introduction-candidates';
import { IntroductionShare } from './introduction-share';
import { LIST_PAGE_SIZE, ListPager } from './list-pager';
import { ListEmpty, listState } from './list-state';

export const NEEDS_MATCHING_PAGE = {
  title: 'Needs Matching',
  description: `Open jobs with fewer than ${INTRODUCTION_LIMITS.enough} developers introduced ${INTRODUCTION_LIMITS.windowHours} hours after posting, oldest first. Introduce developers by hand: the client gets the same notice and "Meet your matches" email.`,
};

/** The first page, as the route's loader fetches it. */
export const FIRST_NEEDS_MATCHING_PAGE = { limit: LIST_PAGE_SIZE, offset: 0 };

/** /needs-matching (issue 40): the super admins' queue of jobs short of introductions. */
export function NeedsMatchingPage() {
  const trpc = useTRPC();
  const [offset, setOffset] = useState(0);
  const queue = useQuery(
    trpc.superAdmin.needsMatching.queryOptions(
      { ...FIRST_NEEDS_MATCHING_PAGE, offset },
      { placeholderData: keepPreviousData },
    ),
  );
  const state = listState(queue, { loading: 'Loading the queue', failed: 'Failed to load the queue' });
  let content: React.ReactNode;
  if (state || !queue.data) content = state;
  else if (queue.data.jobs.length === 0)
    content = (
      <ListEmpty
        title="No job needs matching"
        description={`Every open job older than ${INTRODUCTION_LIMITS.windowHours} hours has at least ${INTRODUCTION_LIMITS.enough} developers introduced.`}
      />
    );
  else
    content = (
      <>
        <ul aria-label="Jobs that need matching" className="divide-y divide-line">
          {queue.data.jobs.map((job) => (
            <QueuedJob key={job.id} job={job} />
          ))}
        </ul>
        <ListPager label="Queue pages" offset={offset} total={queue.data.total} onOffset={setOffset} />
      </>
    );
  return (
    <Page {...NEEDS_MATCHING_PAGE}>
      <div className="flex flex-col gap-6">
        <IntroductionShare />
        <Card>
          <CardContent compact>
            <div className="flex flex-col gap-4">{content}</div>
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}

function QueuedJob({ job }: { job: TNeedsMatchingJob }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const timeZone = useViewerTimeZone();
  const client = job.client.companyName ?? `${job.client.firstName} ${job.client.lastName}`;
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            <Link
              to="/jobs/$id"
              params={{ id: String(job.id) }}
              className="hover:text-accent hover:underline"
            >
              {job.title}
            </Link>
            <Badge variant="danger">Waiting {formatWaiting(job.waitingHours)}</Badge>
          </p>
          <p className="text-sm text-ink-muted">{job.requiredSkills.join(', ')}</p>
          <p className="flex flex-wrap gap-x-4 text-xs text-ink-subtle">
            <span>{client}</span>
            <span>Posted: {formatDay(job.postedAt, timeZone)}</span>
            <span>
              Introduced: {job.introductions} of {INTRODUCTION_LIMITS.enough}
            </span>
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide candidates' : 'Choose developers'}
          {open ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && <IntroductionCandidates jobId={job.id} jobTitle={job.title} />}
      </div>
    </li>
  );
}
