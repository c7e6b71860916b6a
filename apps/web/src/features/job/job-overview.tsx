import type { TJob, TJobDetail } from '@talanta/schema';
import { Badge, Card, CardContent } from '@talanta/ui';
import { CalendarDays, Clock, MapPin, Timer } from 'lucide-react';
import { formatBudgetShort } from '@/lib/format';
import { formatLongDate } from '@/lib/format-day';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { InvitationBanner } from './invitation-banner';
import { JobFacts } from './job-facts';
import { detailStatusLabel, locationLabel, projectLengthLabel, projectTypeLabel } from './job-format';
import { JobDescription, JobRequiredSkills } from './job-sections';

/**
 * The job itself on Job Details: title, date, budget, skills, facts and the description; above it,
 * "You were invited" when the client invited the developer reading it.
 */
export function JobOverview({ job }: { job: TJob & Partial<Pick<TJobDetail, 'invitation'>> }) {
  const timeZone = useViewerTimeZone();
  const facts = [
    { icon: MapPin, label: 'Location', value: locationLabel(job) },
    { icon: Clock, label: 'Project type', value: projectTypeLabel(job) },
    { icon: Timer, label: 'Project length', value: projectLengthLabel(job) },
  ];
  const card = (
    <Card>
      <CardContent compact className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="accent" size="md">
              {formatBudgetShort(job)}
            </Badge>
            <Badge variant={job.status === 'open' ? 'accent' : 'neutral'}>{detailStatusLabel(job)}</Badge>
            {job.category && <Badge>{job.category}</Badge>}
            {job.experienceLevel && <Badge>{job.experienceLevel}</Badge>}
          </div>
          <h2 className="text-2xl font-semibold text-ink">{job.title}</h2>
          <p className="flex items-center gap-1.5 text-sm text-ink-muted">
            <CalendarDays aria-hidden="true" className="size-4" />
            Posted on {formatLongDate(job.createdAt, timeZone)}
          </p>
        </div>
        <JobRequiredSkills job={job} level={3} />
        <JobFacts
          facts={facts}
          className="grid gap-4 rounded-lg border border-line bg-surface-raised p-4 sm:grid-cols-3"
        />
        <JobDescription job={job} level={3} />
      </CardContent>
    </Card>
  );
  if (!job.invitation) return card;
  return (
    <div className="flex flex-col gap-4">
      <InvitationBanner invitation={job.invitation} client={job.client} />
      {card}
    </div>
  );
}
