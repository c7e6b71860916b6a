import { Button, EmptyState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BriefcaseBusiness } from 'lucide-react';
import { type Translate, useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';
import { OpenJobCard } from './open-job-card';
import { OPEN_JOBS_PAGE_MAX, OPEN_JOBS_PAGE_SIZE, openJobsInput } from './open-jobs-input';
import { OpenJobsPages } from './open-jobs-pages';
import { OpenJobsFrame } from './open-jobs-states';

function countLabel(total: number, capped: boolean, t: Translate): string {
  if (capped) return t('{count}+ open jobs', { count: new Intl.NumberFormat(t.locale).format(total) });
  return t('{count, plural, one {# open job} other {# open jobs}}', { count: total });
}

/**
 * The public job board (/open-jobs, issue 40): open jobs their clients list publicly, newest first,
 * for visitors and search engines. Applying takes an account (each card's Apply leads to sign-in).
 */
export function OpenJobsPage({ page }: { page: number }) {
  const t = useT();
  const trpc = useTRPC();
  const { data: board } = useSuspenseQuery(trpc.openJob.list.queryOptions(openJobsInput(page)));
  const pageCount = Math.min(Math.ceil(board.total / OPEN_JOBS_PAGE_SIZE), OPEN_JOBS_PAGE_MAX);
  return (
    <OpenJobsFrame>
      <p className="mb-6 text-sm text-ink-muted" aria-live="polite">
        {countLabel(board.total, board.totalIsCapped, t)}
        {pageCount > 1 &&
          ` · ${t('page {page} of {pageCount}', { page: String(page), pageCount: String(pageCount) })}`}
      </p>
      {board.jobs.length === 0 ? (
        <EmptyState
          icon={<BriefcaseBusiness aria-hidden="true" className="size-5" />}
          title={page > 1 ? t('No more open jobs') : t('No open jobs right now')}
          description={t(
            'New jobs are posted every week. Join as Tech Talent to hear about the ones that match your skills.',
          )}
          action={
            <Button asChild>
              <Link to={page > 1 ? '/open-jobs' : '/developer-onboarding'}>
                {page > 1 ? t('Back to the newest jobs') : t('Apply as Tech Talent')}
              </Link>
            </Button>
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          <ul className="flex flex-col gap-4">
            {board.jobs.map((job) => (
              <li key={job.id}>
                <OpenJobCard job={job} />
              </li>
            ))}
          </ul>
          <OpenJobsPages page={page} pageCount={pageCount} />
        </div>
      )}
    </OpenJobsFrame>
  );
}
