import type { TVettingSubmission } from '@talanta/schema';
import { Avatar, Badge } from '@talanta/ui';
import { Mail, Phone } from 'lucide-react';
import { RejectionSummary } from '@/features/application/my-application-rejection';
import { personName } from '@/lib/format';
import { formatDay } from '@/lib/format-day';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { ApplicantLinks } from './applicant-links';
import { DecisionButtons } from './decision-buttons';
import { experienceLabel } from './review-format';
import { ReviewStatusIcon } from './review-status-icon';

/** Cards show the first 8 skills, then "+N more" (spec 001 §9). */
export const CARD_SKILLS = 8;

interface ReviewCardProps {
  application: TVettingSubmission;
  busy: boolean;
  onOpen: () => void;
  onDecide: (to: 'approved' | 'rejected') => void;
}

/**
 * One applicant as a card; the name is the button that opens the details (its hit area covers the
 * card), while links and actions stay separately reachable.
 */
export function ReviewCard({ application, busy, onOpen, onDecide }: ReviewCardProps) {
  const name = personName(application);
  const timeZone = useViewerTimeZone();
  const extraSkills = application.skills.length - CARD_SKILLS;
  const showActions = application.status === 'pending' || busy;
  return (
    <article
      aria-label={name}
      className="relative flex h-full flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card transition-colors hover:border-line-strong"
    >
      <header className="flex items-start gap-3">
        <Avatar name={name} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <button
              type="button"
              onClick={onOpen}
              className="truncate text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent-ring"
            >
              {name}
            </button>
            <ReviewStatusIcon status={application.status} />
          </h3>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="accent">{application.areaOfExpertise}</Badge>
            <Badge>{experienceLabel(application.experienceLevel)}</Badge>
          </div>
          <p className="text-xs text-ink-subtle">Applied {formatDay(application.createdAt, timeZone)}</p>
        </div>
      </header>

      <ul className="flex flex-col gap-1 text-sm text-ink-muted">
        <li className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{application.email}</span>
        </li>
        {application.phoneNumber && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-3.5 shrink-0" />
            {application.phoneNumber}
          </li>
        )}
      </ul>

      <ApplicantLinks application={application} />

      <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
        {application.skills.slice(0, CARD_SKILLS).map((skill) => (
          <li key={skill}>
            <Badge>{skill}</Badge>
          </li>
        ))}
        {extraSkills > 0 && (
          <li>
            <Badge variant="accent">+{extraSkills} more</Badge>
          </li>
        )}
      </ul>

      <p className="text-sm text-ink">
        Experience Level:{' '}
        <span className="text-ink-muted">{experienceLabel(application.experienceLevel)}</span>
      </p>
      <p className="line-clamp-2 text-sm text-ink-muted">{application.bio}</p>

      {application.projects.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">Projects</h4>
          <ul aria-label="Projects" className="flex flex-col gap-1.5">
            {application.projects.map((project) => (
              <li key={project.name} className="min-w-0 text-sm">
                <span className="font-medium text-ink">{project.name}</span>
                {project.link && (
                  <a
                    href={project.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="relative z-10 ml-2 text-accent underline-offset-4 hover:underline"
                  >
                    Link<span className="sr-only"> to {project.name} (opens in a new tab)</span>
                  </a>
                )}
                <p className="line-clamp-1 text-ink-muted">{project.description}</p>
              </li>
            ))}
          </ul>
        </div>
      )}

      {application.status === 'rejected' && <RejectionSummary rejection={application.rejection} />}

      {showActions && (
        <DecisionButtons
          busy={busy}
          name={name}
          size="sm"
          className="relative z-10 mt-auto flex gap-2 border-t border-line pt-4"
          buttonClassName="grow basis-0"
          onDecide={onDecide}
        />
      )}
    </article>
  );
}
