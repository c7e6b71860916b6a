import { LANGUAGE_LEVEL_LABELS, type TPublicDeveloper } from '@talanta/schema';
import { Card, CardContent } from '@talanta/ui';

const MONTH = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'Mar 2022' from '2022-03-01' (a calendar day, read in UTC so no zone shifts it). */
function monthOf(day: string): string {
  return MONTH.format(new Date(`${day}T00:00:00Z`));
}

/** The developer's jobs, in their order (issue 38); nothing without any. */
export function WorkHistoryCard({ workHistory }: Pick<TPublicDeveloper, 'workHistory'>) {
  if (workHistory.length === 0) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-ink">Work history</h2>
        <ul className="flex flex-col gap-3">
          {workHistory.map((job) => (
            <li key={`${job.company}-${job.startedOn}`} className="flex flex-col">
              <span className="font-medium break-words text-ink">{job.title}</span>
              <span className="text-sm break-words text-ink-muted">{job.company}</span>
              <span className="text-sm text-ink-subtle">
                {monthOf(job.startedOn)} – {job.endedOn ? monthOf(job.endedOn) : 'Present'}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The languages the developer speaks and how well; nothing without any. */
export function LanguagesCard({ languages }: Pick<TPublicDeveloper, 'languages'>) {
  if (languages.length === 0) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-ink">Languages</h2>
        <dl className="flex flex-col gap-1.5 text-sm">
          {languages.map((entry) => (
            <div key={entry.language} className="flex flex-wrap justify-between gap-2">
              <dt className="font-medium text-ink">{entry.language}</dt>
              <dd className="text-ink-muted">{LANGUAGE_LEVEL_LABELS[entry.level]}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
