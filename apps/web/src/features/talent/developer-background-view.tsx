import { LANGUAGE_LEVEL_LABELS, type TPublicDeveloper } from '@talanta/schema';
import { Card, CardContent } from '@talanta/ui';
import { useT } from '@/lib/i18n';

/** 'Mar 2022' from '2022-03-01' in the page's language (a calendar day, read in UTC so no zone shifts it). */
function monthOf(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The developer's jobs, in their order (issue 38); nothing without any. */
export function WorkHistoryCard({ workHistory }: Pick<TPublicDeveloper, 'workHistory'>) {
  const t = useT();
  if (workHistory.length === 0) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-ink">{t('Work history')}</h2>
        <ul className="flex flex-col gap-3">
          {workHistory.map((job) => (
            <li key={`${job.company}-${job.startedOn}`} className="flex flex-col">
              {/* The developer's own words: their job title and employer. */}
              <span translate="no" className="font-medium break-words text-ink">
                {job.title}
              </span>
              <span translate="no" className="text-sm break-words text-ink-muted">
                {job.company}
              </span>
              <span className="text-sm text-ink-subtle">
                {monthOf(job.startedOn, t.locale)} –{' '}
                {job.endedOn ? monthOf(job.endedOn, t.locale) : t('Present')}
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
  const t = useT();
  if (languages.length === 0) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-ink">{t('Languages')}</h2>
        <dl className="flex flex-col gap-1.5 text-sm">
          {languages.map((entry) => (
            <div key={entry.language} className="flex flex-wrap justify-between gap-2">
              {/* The language as the developer wrote it. */}
              <dt translate="no" className="font-medium text-ink">
                {entry.language}
              </dt>
              <dd className="text-ink-muted">{t.text(LANGUAGE_LEVEL_LABELS[entry.level])}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
