import { interviewTitle, type TInterview } from '@talanta/schema';
import { Badge } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatInBothZones } from '@/lib/time-zone';
import { InterviewActions } from './interview-actions';
import { hostWord, otherPartyName, otherPartyZone, STATUS_LABELS, scheduledSlot } from './interview-sections';

const STATUS_VARIANTS = {
  proposed: 'neutral',
  scheduled: 'accent',
  declined: 'neutral',
  cancelled: 'danger',
} as const;

function Times({ interview }: { interview: TInterview }) {
  const chosen = scheduledSlot(interview);
  const shown = interview.status === 'scheduled' && chosen ? [chosen] : interview.slots;
  const other = otherPartyZone(interview);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium tracking-wide text-ink-subtle uppercase">
        {interview.status === 'scheduled' ? 'When' : 'Proposed times'}
      </p>
      <ul
        className="flex flex-col gap-1 text-sm text-ink"
        aria-label={`Times for ${interviewTitle(interview)}`}
      >
        {shown.map((slot) => (
          <li key={slot.id}>
            {formatInBothZones(slot.startsAt, interview.viewerTimeZone, other)}
            <span className="text-ink-muted"> · {slot.durationMinutes} min</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 text-sm sm:flex-row sm:gap-2">
      <dt className="font-medium text-ink-muted">{term}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * One interview: the job (or Talanta's vetting interview), the other party, where it stands, its
 * times in both zones, and actions.
 */
export function InterviewCard({ interview, now }: { interview: TInterview; now: Date }) {
  const other = interview.otherParty === 'developer' ? 'developer' : hostWord(interview);
  const withWhom = `${other.charAt(0).toUpperCase()}${other.slice(1)}`;
  return (
    <article
      aria-labelledby={`interview-${interview.id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`interview-${interview.id}-title`} className="text-base font-semibold text-ink">
            {interview.job ? (
              <Link
                to="/jobs/$id"
                params={{ id: String(interview.job.id) }}
                className="hover:text-accent hover:underline"
              >
                {interview.job.title}
              </Link>
            ) : (
              interviewTitle(interview)
            )}
          </h3>
          <p className="text-sm text-ink-muted">
            {withWhom}: {otherPartyName(interview)}
          </p>
        </div>
        <Badge variant={STATUS_VARIANTS[interview.status]}>
          <span className="sr-only">Interview status: </span>
          {STATUS_LABELS[interview.status]}
        </Badge>
      </div>
      <Times interview={interview} />
      <dl className="flex flex-col gap-1.5">
        {interview.meetingUrl && (
          <Detail term="Meeting link">
            <a
              href={interview.meetingUrl}
              target="_blank"
              rel="noreferrer"
              className="text-accent hover:underline"
            >
              {interview.meetingUrl}
            </a>
          </Detail>
        )}
        {interview.note && <Detail term="Note">{interview.note}</Detail>}
        {interview.declineNote && interview.status === 'declined' && (
          <Detail term="Asked for other times">{interview.declineNote}</Detail>
        )}
        {interview.cancelReason && <Detail term="Reason for cancelling">{interview.cancelReason}</Detail>}
      </dl>
      <InterviewActions interview={interview} now={now} />
    </article>
  );
}
