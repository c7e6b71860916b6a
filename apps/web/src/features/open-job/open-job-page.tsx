import type { TOpenJob } from '@talanta/schema';
import { Badge, Card, CardContent } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Building2, CalendarDays, Clock, MapPin, Timer } from 'lucide-react';
import { JobFacts } from '@/features/job/job-facts';
import { projectLengthLabel, projectTypeLabel } from '@/features/job/job-format';
import { type Translate, useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { OpenJobApplyButton } from './open-job-apply-button';
import { openJobCompany } from './open-job-company';
import { openJobBudgetLong, openJobBudgetShort, openJobLocation, openJobPostedOn } from './open-job-format';
import { OpenJobSections } from './open-job-parts';
import { OpenJobFrame } from './open-job-states';

/**
 * One job of the public job board (/open-jobs/{id}): everything a developer would weigh before
 * applying, drawn by the server for visitors and search engines, and Apply, which leads to sign-in.
 * The job's title, description and skills are the client's, as written; the rest is in the page's
 * language.
 */
export function OpenJobPage({ jobId }: { jobId: number }) {
  const t = useT();
  const trpc = useTRPC();
  const { data: job } = useSuspenseQuery(trpc.openJob.byId.queryOptions({ id: jobId }));
  const timeZone = useViewerTimeZone();
  return (
    <OpenJobFrame>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <article aria-labelledby="open-job-title" className="flex flex-col gap-6">
          <header className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="accent" size="md">
                {openJobBudgetShort(job, t)}
              </Badge>
              {job.category && <Badge>{t.text(job.category)}</Badge>}
              {job.experienceLevel && <Badge>{t.text(job.experienceLevel)}</Badge>}
            </div>
            <h1 id="open-job-title" className="text-3xl font-semibold break-words text-ink sm:text-4xl">
              {job.title}
            </h1>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
              <span className="flex items-center gap-1.5">
                <Building2 aria-hidden="true" className="size-4" />
                {openJobCompany(job, t)}
              </span>
              <span className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                {openJobPostedOn(job.createdAt, timeZone, t)}
              </span>
            </p>
            {/* On a phone the apply card comes after the description: Apply is here too. */}
            <div className="lg:hidden">
              <OpenJobApplyButton jobId={job.id} title={job.title} />
            </div>
          </header>
          <Card>
            <CardContent compact className="flex flex-col gap-6">
              <JobFacts facts={factsOf(job, t)} className="grid gap-4 sm:grid-cols-3" />
              <OpenJobSections job={job} />
            </CardContent>
          </Card>
        </article>
        <ApplyCard job={job} />
      </div>
    </OpenJobFrame>
  );
}

function factsOf(job: TOpenJob, t: Translate) {
  return [
    { icon: MapPin, label: t('Location'), value: openJobLocation(job, t) },
    { icon: Clock, label: t('Project type'), value: t.text(projectTypeLabel(job)) },
    { icon: Timer, label: t('Project length'), value: t.text(projectLengthLabel(job)) },
  ];
}

/** Beside the job on wide screens, below it on a phone: the budget and the way to apply. */
function ApplyCard({ job }: { job: TOpenJob }) {
  const t = useT();
  return (
    <aside aria-labelledby="open-job-apply" className="lg:sticky lg:top-24">
      <Card>
        <CardContent compact className="flex flex-col gap-4">
          <h2 id="open-job-apply" className="text-lg font-semibold text-ink">
            {t('Interested?')}
          </h2>
          <dl className="flex flex-col gap-1 text-sm">
            <dt className="text-ink-muted">{t('Budget')}</dt>
            <dd className="font-medium text-ink">{openJobBudgetLong(job, t)}</dd>
          </dl>
          <OpenJobApplyButton jobId={job.id} title={job.title} />
          <p className="text-sm text-ink-muted">
            {t(
              'Applying takes a Talanta account. New here? Vetted developers from Kenya and India apply to any job once approved.',
            )}
          </p>
        </CardContent>
      </Card>
    </aside>
  );
}
