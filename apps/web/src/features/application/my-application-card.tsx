import type { TMyApplication } from '@talanta/schema';
import { Button, cn } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { MessageSquare, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { formatBudgetShort, formatRate, personName } from '@/lib/format';
import { formatDay } from '@/lib/format-day';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';

import { normalizeStatus } from './application-status';
import { ApplicationStatusBadge } from './application-status-badge';
import { conversationSearch } from './message-link';
import { RejectionSummary } from './my-application-rejection';
import { canWithdraw } from './my-application-rules';
import { WithdrawApplicationButton } from './withdraw-application-button';

/** Cover letters longer than this start folded to three lines. */
const LONG_COVER_LETTER = 240;

function CoverLetter({ id, text }: { id: number; text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > LONG_COVER_LETTER;
  const textId = `cover-letter-${id}`;
  return (
    <section aria-labelledby={`${textId}-heading`} className="flex flex-col gap-1.5 text-sm">
      <h3 id={`${textId}-heading`} className="font-medium text-ink">
        Your cover letter
      </h3>
      <p
        id={textId}
        className={cn(
          'leading-6 break-words whitespace-pre-line text-ink-muted',
          long && !expanded && 'line-clamp-3',
        )}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
          className="self-start font-medium text-accent hover:underline"
        >
          {expanded ? 'Show less' : 'Show full cover letter'}
        </button>
      )}
    </section>
  );
}

interface MyApplicationCardProps {
  application: TMyApplication;
  /** A withdrawn or rejected first attempt whose job still takes one more (my-application-rules). */
  canApplyAgain: boolean;
}

/**
 * One application on My Applications, with every field spec 000 §2 lists, a rejection's reason and
 * note, and what the developer may do next (withdraw, apply again).
 */
export function MyApplicationCard({ application, canApplyAgain }: MyApplicationCardProps) {
  const { job } = application;
  const timeZone = useViewerTimeZone();
  const now = useNow();
  const jobParams = { id: String(job.id) };
  const client = personName(job.client);
  const facts = [
    { label: 'Your rate', value: formatRate(application.proposedRate) },
    {
      label: 'Estimated hours',
      value: application.estimatedHours === null ? 'TBD' : `${application.estimatedHours} hours`,
    },
    { label: 'Available from', value: formatDay(application.availableStartDate, timeZone, 'TBD') },
    { label: 'Job budget', value: formatBudgetShort(job) },
  ];
  const accepted = normalizeStatus(application.status) === 'accepted';
  return (
    <article
      aria-labelledby={`application-${application.id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`application-${application.id}-title`} className="text-lg font-semibold text-ink">
            <Link to="/jobs/$id" params={jobParams} className="hover:text-accent hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="text-sm text-ink-muted">
            Client: <span className="font-medium text-ink">{client}</span>
            {job.client.companyName && <>, {job.client.companyName}</>}
          </p>
          <p className="text-xs text-ink-subtle">
            Applied {formatRelativeTime(application.createdAt, now)}
            {application.attempt > 1 && ' · Your second application'}
            {job.status === 'closed' && ' · This job is closed'}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <p className="line-clamp-2 text-sm leading-6 text-ink-muted">{job.description}</p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg border border-line bg-surface-raised p-4 sm:grid-cols-4">
        {facts.map(({ label, value }) => (
          <div key={label} className="flex min-w-0 flex-col">
            <dt className="text-xs text-ink-subtle">{label}</dt>
            <dd className="text-sm font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <RejectionSummary rejection={application.rejection} />
      <CoverLetter id={application.id} text={application.coverLetter} />
      <div className="flex flex-wrap gap-3 border-t border-line pt-4">
        <Button asChild variant="secondary" size="sm">
          <Link to="/jobs/$id" params={jobParams} aria-label={`View Job: ${job.title}`}>
            View Job
          </Link>
        </Button>
        {accepted && (
          <Button asChild size="sm">
            <Link to="/messages" search={conversationSearch(application.conversationId)}>
              <MessageSquare aria-hidden="true" className="size-4" />
              Message Client
            </Link>
          </Button>
        )}
        {canApplyAgain && (
          <Button asChild size="sm">
            <Link to="/jobs/$id/apply" params={jobParams} aria-label={`Apply again: ${job.title}`}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Apply again
            </Link>
          </Button>
        )}
        {canWithdraw(application) && <WithdrawApplicationButton application={application} />}
      </div>
    </article>
  );
}
