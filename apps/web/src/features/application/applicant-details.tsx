import { Button, SkillBadges } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLink as ExternalLinkIcon, MessageSquare } from 'lucide-react';
import { developerLinks, ExternalLink } from '@/features/talent/developer-links';
import { availabilityLabel, formatYears, placeOf } from '@/features/talent/format';
import { VerifiedBadge, VettingChips } from '@/features/talent/vetting-badges';
import { formatRate } from '@/lib/format';
import { formatDay } from '@/lib/format-day';
import { useT } from '@/lib/i18n';
import { formatRelativeTime } from '@/lib/relative-time';
import { useTRPC } from '@/lib/trpc';
import { useNow } from '@/lib/use-now';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { ApplicationStatusBadge } from './application-status-badge';

function Facts({ label, rows }: { label: string; rows: { label: string; value: string | null }[] }) {
  return (
    <dl
      aria-label={label}
      className="grid gap-3 rounded-lg border border-line bg-surface-raised p-4 sm:grid-cols-2"
    >
      {rows
        .filter((row) => row.value)
        .map(({ label: term, value }) => (
          <div key={term} className="flex flex-col">
            <dt className="text-xs text-ink-subtle">{term}</dt>
            <dd className="text-sm font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The body of View Details: the application, any rejection, and the developer's public profile. */
export function ApplicantDetails({
  applicationId,
  onContact,
}: {
  applicationId: number;
  onContact: () => void;
}) {
  // The developer's facts come from the talent screens' helpers, in the page's language (`talent`).
  const t = useT();
  const trpc = useTRPC();
  const { data: application } = useSuspenseQuery(trpc.application.byId.queryOptions({ id: applicationId }));
  const timeZone = useViewerTimeZone();
  const now = useNow();
  const { developer, rejection } = application;
  const firstName = developer.user.firstName;
  const links = developerLinks(developer);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <span aria-hidden="true">Status:</span> <ApplicationStatusBadge status={application.status} />
        {developer.isVerified && <VerifiedBadge />}
      </div>
      <VettingChips vetting={developer.vetting} />
      {rejection && (
        <div className="rounded-lg border border-danger/40 bg-danger-soft p-3 text-sm text-ink">
          <p>Rejection reason: {rejection.reasonLabel ?? 'None given'}</p>
          {rejection.note && (
            <p className="mt-1 break-words whitespace-pre-line text-ink-muted">{rejection.note}</p>
          )}
        </div>
      )}
      <Facts
        label="The application"
        rows={[
          { label: 'Proposed rate', value: formatRate(application.proposedRate) },
          {
            label: 'Estimated hours',
            value: application.estimatedHours === null ? 'Not given' : `${application.estimatedHours} hours`,
          },
          { label: 'Available from', value: formatDay(application.availableStartDate, timeZone, 'TBD') },
          {
            label: 'Applied',
            value: `${formatDay(application.createdAt, timeZone)} (${formatRelativeTime(application.createdAt, now)})`,
          },
        ]}
      />
      <section aria-labelledby={`cover-letter-${application.id}`} className="flex flex-col gap-2">
        <h3 id={`cover-letter-${application.id}`} className="text-sm font-semibold text-ink">
          Cover letter
        </h3>
        <p className="text-sm leading-7 break-words whitespace-pre-line text-ink-muted">
          {application.coverLetter}
        </p>
      </section>
      <section aria-labelledby={`profile-${application.id}`} className="flex flex-col gap-3">
        <h3 id={`profile-${application.id}`} className="text-sm font-semibold text-ink">
          About {firstName}
        </h3>
        <Facts
          label={`${firstName}'s profile`}
          rows={[
            { label: 'Hourly rate', value: formatRate(developer.hourlyRate) },
            { label: 'Experience', value: formatYears(developer.yearsOfExperience, t) },
            { label: 'Availability', value: availabilityLabel(developer, t) },
            { label: 'Location', value: placeOf(developer, t) },
          ]}
        />
        <p className="text-sm leading-7 break-words whitespace-pre-line text-ink-muted">
          {developer.bio ?? 'No bio yet.'}
        </p>
        <SkillBadges skills={developer.skills} label={`${firstName}'s skills`} />
        {links.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {links.map((link) => (
              <ExternalLink key={link.label} link={link} />
            ))}
          </div>
        )}
      </section>
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-end">
        {/* An unapproved profile is not public: its page would say "not found". */}
        {developer.isApproved && (
          <Button asChild variant="outline">
            <Link to="/developer/$id" params={{ id: String(developer.id) }}>
              <ExternalLinkIcon aria-hidden="true" className="size-4" />
              View full profile
            </Link>
          </Button>
        )}
        <Button onClick={onContact}>
          <MessageSquare aria-hidden="true" className="size-4" />
          Contact {firstName}
        </Button>
      </div>
    </div>
  );
}
