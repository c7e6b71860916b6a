import type { TOpenJob } from '@talanta/schema';
import { SkillBadges } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { openJobPostedAgo } from './open-job-format';

/** A card's title, linked to the job's page, over its category and when it was posted. */
export function OpenJobCardTitle({ job, headingId }: { job: TOpenJob; headingId: string }) {
  const t = useT();
  const now = useNow();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h2 id={headingId} className="text-lg font-semibold break-words text-ink">
        <Link
          to="/open-jobs/$id"
          params={{ id: String(job.id) }}
          className="hover:text-accent hover:underline"
        >
          {job.title}
        </Link>
      </h2>
      <p className="text-xs text-ink-subtle">
        {job.category && <span>{t.text(job.category)} · </span>}
        {openJobPostedAgo(job.createdAt, now, t)}
      </p>
    </div>
  );
}

/** The job's skills as badges (as the client wrote them): the first `max`, then "+N more". */
export function OpenJobSkills({ skills, max }: { skills: readonly string[]; max?: number }) {
  const t = useT();
  return <SkillBadges skills={skills} max={max} label={t('Required skills')} />;
}

/** The job page's titled sections: its required skills, then its description as written. */
export function OpenJobSections({ job }: { job: TOpenJob }) {
  const t = useT();
  return (
    <>
      <section aria-labelledby="required-skills" className="flex flex-col gap-2">
        <h2 id="required-skills" className="text-sm font-semibold text-ink">
          {t('Required skills')}
        </h2>
        <OpenJobSkills skills={job.requiredSkills} />
      </section>
      <section aria-labelledby="job-description" className="flex flex-col gap-2">
        <h2 id="job-description" className="text-sm font-semibold text-ink">
          {t('Description')}
        </h2>
        <p className="text-sm leading-7 break-words whitespace-pre-line text-ink-muted">{job.description}</p>
      </section>
    </>
  );
}
