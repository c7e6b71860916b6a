import type { TOpenJob } from '@talanta/schema';
import { Badge } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { BadgeDollarSign, Building2, Clock, MapPin } from 'lucide-react';
import { JobCardFacts } from '@/features/job/job-card-parts';
import { projectLengthLabel } from '@/features/job/job-format';
import { useT } from '@/lib/i18n';
import { OpenJobApplyButton } from './open-job-apply-button';
import { openJobCompany } from './open-job-company';
import { openJobBudgetShort, openJobLocation } from './open-job-format';
import { OpenJobCardTitle, OpenJobSkills } from './open-job-parts';

/** Cards show six skills, then "+N more", as on Browse Jobs. */
const CARD_SKILLS = 6;

/** One job of the public job board: what it is, who hires, the budget, and where to read more. */
export function OpenJobCard({ job }: { job: TOpenJob }) {
  const t = useT();
  const facts = [
    { icon: Building2, label: t('Company'), value: openJobCompany(job, t) },
    { icon: BadgeDollarSign, label: t('Budget'), value: openJobBudgetShort(job, t) },
    { icon: Clock, label: t('Duration'), value: t.text(projectLengthLabel(job)) },
    { icon: MapPin, label: t('Location'), value: openJobLocation(job, t) },
  ];
  return (
    <article
      aria-labelledby={`open-job-${job.id}-title`}
      className="render-near-viewport flex flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-card transition-colors hover:border-line-strong sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <OpenJobCardTitle job={job} headingId={`open-job-${job.id}-title`} />
        {job.experienceLevel && <Badge variant="accent">{t.text(job.experienceLevel)}</Badge>}
      </div>
      <p className="line-clamp-3 text-sm leading-6 break-words whitespace-pre-line text-ink-muted">
        {job.description}
      </p>
      <JobCardFacts facts={facts} />
      <OpenJobSkills skills={job.requiredSkills} max={CARD_SKILLS} />
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <Link
          to="/open-jobs/$id"
          params={{ id: String(job.id) }}
          aria-label={t('Read more about {title}', { title: job.title })}
          className="text-sm font-medium text-accent hover:underline"
        >
          {t('Read more')}
        </Link>
        <span className="ml-auto">
          <OpenJobApplyButton jobId={job.id} title={job.title} size="sm" />
        </span>
      </div>
    </article>
  );
}
