import type { TOpenJob } from '@talanta/schema';
import { Badge, SkillBadges } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { BadgeDollarSign, Building2, Clock, MapPin } from 'lucide-react';
import { JobCardFacts, JobCardTitle } from '@/features/job/job-card-parts';
import { locationLabel, projectLengthLabel } from '@/features/job/job-format';
import { formatBudgetShort } from '@/lib/format';
import { OpenJobApplyButton } from './open-job-apply-button';
import { openJobCompany } from './open-job-company';

/** Cards show six skills, then "+N more", as on Browse Jobs. */
const CARD_SKILLS = 6;

/** One job of the public job board: what it is, who hires, the budget, and where to read more. */
export function OpenJobCard({ job }: { job: TOpenJob }) {
  const facts = [
    { icon: Building2, label: 'Company', value: openJobCompany(job) },
    { icon: BadgeDollarSign, label: 'Budget', value: formatBudgetShort(job) },
    { icon: Clock, label: 'Duration', value: projectLengthLabel(job) },
    { icon: MapPin, label: 'Location', value: locationLabel(job) },
  ];
  return (
    <article
      aria-labelledby={`open-job-${job.id}-title`}
      className="render-near-viewport flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card transition-colors hover:border-line-strong sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <JobCardTitle job={job} to="/open-jobs/$id" headingId={`open-job-${job.id}-title`} />
        {job.experienceLevel && <Badge variant="accent">{job.experienceLevel}</Badge>}
      </div>
      <p className="line-clamp-3 text-sm leading-6 break-words whitespace-pre-line text-ink-muted">
        {job.description}
      </p>
      <JobCardFacts facts={facts} />
      <SkillBadges skills={job.requiredSkills} max={CARD_SKILLS} label="Required skills" />
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <Link
          to="/open-jobs/$id"
          params={{ id: String(job.id) }}
          aria-label={`Read more about ${job.title}`}
          className="text-sm font-medium text-accent hover:underline"
        >
          Read more
        </Link>
        <span className="ml-auto">
          <OpenJobApplyButton jobId={job.id} title={job.title} size="sm" />
        </span>
      </div>
    </article>
  );
}
