import type { TJob } from '@talanta/schema';
import { Card, CardContent, SkillBadges } from '@talanta/ui';
import { BadgeDollarSign, Clock, MapPin, Timer } from 'lucide-react';
import { formatBudgetLong } from '@/lib/format';
import { locationLabel, projectLengthLabel, projectTypeLabel } from './job-format';

/** The apply screen's job summary: title, budget range, location, type, length and skills. */
export function ApplyJobSummary({ job }: { job: TJob }) {
  const facts = [
    { icon: BadgeDollarSign, label: 'Budget', value: formatBudgetLong(job) },
    { icon: MapPin, label: 'Location', value: locationLabel(job) },
    { icon: Clock, label: 'Project type', value: projectTypeLabel(job) },
    { icon: Timer, label: 'Project length', value: projectLengthLabel(job) },
  ];
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">You are applying to</p>
        <h2 className="text-xl font-semibold text-ink">{job.title}</h2>
        <dl className="flex flex-col gap-3">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex flex-col gap-0.5">
              <dt className="flex items-center gap-1.5 text-xs text-ink-subtle">
                <Icon aria-hidden="true" className="size-3.5 shrink-0 text-accent" />
                {label}
              </dt>
              <dd className="text-sm font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col gap-2">
          <h3 className="text-xs text-ink-subtle">Required skills</h3>
          <SkillBadges skills={job.requiredSkills} label="Required skills" />
        </div>
      </CardContent>
    </Card>
  );
}
