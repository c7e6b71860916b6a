import type { TJob, TMatchReason } from '@talanta/schema';
import { Badge, Button, SkillBadges } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { BadgeDollarSign, Clock, GraduationCap, MapPin } from 'lucide-react';
import { ApplicationStatusBadge } from '@/features/application/application-status-badge';
import { MatchBadge } from '@/features/match/match-badge';
import { SaveJobButton } from '@/features/saved/save-job-button';
import { formatBudgetShort } from '@/lib/format';
import { JobCardFacts, JobCardTitle } from './job-card-parts';
import { listStatusLabel, locationLabel, projectLengthLabel } from './job-format';

/** Job cards show six skills, then "+N more" (spec 000 §9). */
const CARD_SKILLS = 6;

interface JobCardProps {
  job: TJob;
  /** The viewer's application to this job, if they have applied: shown instead of Apply Now. */
  applicationStatus?: string;
  /** Whether the viewer is vetted: until then Apply Now gives way to a pointer at their status. */
  mayApply?: boolean;
  /** How well the job matches the viewer, in Browse Jobs' Recommended order (issue 14). */
  match?: { score: number; reasons: TMatchReason[] };
}

/** One job of Browse Jobs with every field spec 000 §2 lists, View Details and Apply Now. */
export function JobCard({ job, applicationStatus, mayApply = true, match }: JobCardProps) {
  const facts = [
    { icon: BadgeDollarSign, label: 'Budget', value: formatBudgetShort(job) },
    { icon: Clock, label: 'Duration', value: projectLengthLabel(job) },
    ...(job.experienceLevel
      ? [{ icon: GraduationCap, label: 'Experience', value: job.experienceLevel }]
      : []),
    { icon: MapPin, label: 'Location', value: locationLabel(job) },
  ];
  return (
    <article
      aria-labelledby={`job-${job.id}-title`}
      className="render-near-viewport flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card transition-colors hover:border-line-strong sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <JobCardTitle job={job} to="/jobs/$id" headingId={`job-${job.id}-title`} />
        <div className="flex flex-wrap items-center gap-2">
          {match && <MatchBadge score={match.score} reasons={match.reasons} subject={job.title} />}
          <Badge variant={job.status === 'open' ? 'accent' : 'neutral'}>{listStatusLabel(job)}</Badge>
        </div>
      </div>
      <p className="line-clamp-3 text-sm leading-6 whitespace-pre-line text-ink-muted">{job.description}</p>
      <JobCardFacts facts={facts} />
      <SkillBadges skills={job.requiredSkills} max={CARD_SKILLS} label="Required skills" />
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <Button asChild variant="secondary" size="sm">
          <Link to="/jobs/$id" params={{ id: String(job.id) }} aria-label={`View details of ${job.title}`}>
            View Details
          </Link>
        </Button>
        <SaveJobButton jobId={job.id} title={job.title} />
        {applicationStatus ? (
          <span className="flex items-center gap-2 text-sm text-ink-muted">
            You applied <ApplicationStatusBadge status={applicationStatus} />
          </span>
        ) : (
          job.status === 'open' &&
          (mayApply ? (
            <Button asChild size="sm">
              <Link
                to="/jobs/$id/apply"
                params={{ id: String(job.id) }}
                aria-label={`Apply now to ${job.title}`}
              >
                Apply Now
              </Link>
            </Button>
          ) : (
            <span className="text-sm text-ink-muted">Applying opens once you are vetted (see above)</span>
          ))
        )}
      </div>
    </article>
  );
}
