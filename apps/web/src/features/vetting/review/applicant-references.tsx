import { REFERENCE_RELATIONSHIP_LABELS, type TReferenceReview } from '@talanta/schema';
import { Badge } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { listState } from '@/features/super-admin/list-state';
import { formatDay } from '@/lib/format-day';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';

const STATUS_BADGES = {
  sent: { label: 'Waiting for an answer', variant: 'neutral' },
  answered: { label: 'Answered', variant: 'accent' },
  expired: { label: 'Link expired', variant: 'danger' },
} as const;

/**
 * The applicant's referees in the admin's details (issue 38): who, the link's state and, once
 * given, the answer. Only admins read answers; the applicant sees only that a referee answered.
 */
export function ApplicantReferences({ applicationId }: { applicationId: number }) {
  const trpc = useTRPC();
  const references = useQuery(trpc.vetting.referencesFor.queryOptions({ id: applicationId }));
  const headingId = `references-${applicationId}`;
  const state = listState(references, {
    loading: 'Loading the references',
    failed: 'Failed to load the references',
  });
  let content: React.ReactNode;
  if (state || !references.data) content = state;
  else if (references.data.references.length === 0)
    content = <p className="text-sm text-ink-muted">The applicant has not named any referees yet.</p>;
  else
    content = (
      <ul className="flex flex-col gap-2">
        {references.data.references.map((reference) => (
          <ReferenceRow key={reference.id} reference={reference} />
        ))}
      </ul>
    );
  return (
    <section className="flex flex-col gap-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">
        References
      </h3>
      {content}
    </section>
  );
}

function ReferenceRow({ reference }: { reference: TReferenceReview }) {
  const timeZone = useViewerTimeZone();
  const badge = STATUS_BADGES[reference.status];
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-ink">{reference.name}</span>
        <span className="text-ink-muted">
          {REFERENCE_RELATIONSHIP_LABELS[reference.relationship]} · {reference.email}
        </span>
        <Badge variant={badge.variant}>{badge.label}</Badge>
        {reference.round > 1 && <span className="text-ink-subtle">Round {reference.round}</span>}
      </p>
      {reference.answeredAt ? (
        <dl className="grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          <dt className="text-ink-subtle">Answered</dt>
          <dd className="text-ink">{formatDay(reference.answeredAt, timeZone)}</dd>
          <dt className="text-ink-subtle">Months worked together</dt>
          <dd className="text-ink">{reference.monthsWorkedTogether}</dd>
          <dt className="text-ink-subtle">Would work with them again</dt>
          <dd className="text-ink">{reference.wouldRehire ? 'Yes' : 'No'}</dd>
          <dt className="text-ink-subtle">Comments</dt>
          <dd className="whitespace-pre-line text-ink">{reference.comments || 'None'}</dd>
        </dl>
      ) : (
        <p className="text-ink-muted">
          Asked {formatDay(reference.sentAt, timeZone)}; the link works until{' '}
          {formatDay(reference.expiresAt, timeZone)}.
        </p>
      )}
    </li>
  );
}
