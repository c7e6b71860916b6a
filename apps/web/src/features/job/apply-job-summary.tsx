import type { TJob } from '@talanta/schema';
import { Card, CardContent, SkillBadges } from '@talanta/ui';
import { BadgeDollarSign, Clock, MapPin, Timer } from 'lucide-react';
import { formatBudgetLong } from '@/lib/format';
import { JobFacts } from './job-facts';
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
        <JobFacts facts={facts} className="flex flex-col gap-3" />
        <div className="flex flex-col gap-2">
          <h3 className="text-xs text-ink-subtle">Required skills</h3>
          <SkillBadges skills={job.requiredSkills} label="Required skills" />
        </div>
      </CardContent>
    </Card>
  );
}
