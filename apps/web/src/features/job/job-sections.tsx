import type { TJob } from '@talanta/schema';
import { SkillBadges } from '@talanta/ui';

interface SectionProps {
  /** h2 where the job's title is the page's h1, h3 under a card's h2 title. */
  level: 2 | 3;
}

/** A job page's titled section of its required skills. */
export function JobRequiredSkills({ job, level }: SectionProps & { job: Pick<TJob, 'requiredSkills'> }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="required-skills" className="flex flex-col gap-2">
      <Heading id="required-skills" className="text-sm font-semibold text-ink">
        Required skills
      </Heading>
      <SkillBadges skills={job.requiredSkills} label="Required skills" />
    </section>
  );
}

/** A job page's titled section of its description, as written (line breaks kept). */
export function JobDescription({ job, level }: SectionProps & { job: Pick<TJob, 'description'> }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="job-description" className="flex flex-col gap-2">
      <Heading id="job-description" className="text-sm font-semibold text-ink">
        Description
      </Heading>
      <p className="text-sm leading-7 break-words whitespace-pre-line text-ink-muted">{job.description}</p>
    </section>
  );
}
