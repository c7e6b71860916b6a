import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '@/lib/i18n';

/** The page after or before, as a search object of /open-jobs (page 1 has none). */
const searchOf = (page: number) => (page > 1 ? { page } : {});

/**
 * Previous / Next of the board as links, so search engines follow them too; hidden when every job
 * fits on one page.
 */
export function OpenJobsPages({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('Pages of open jobs')} className="flex items-center justify-center gap-3">
      {page > 1 && (
        <Button asChild variant="secondary" size="sm">
          <Link to="/open-jobs" search={searchOf(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('Previous')}
          </Link>
        </Button>
      )}
      <span className="text-sm text-ink-muted">
        {t('Page {page} of {pageCount}', { page: String(page), pageCount: String(pageCount) })}
      </span>
      {page < pageCount && (
        <Button asChild variant="secondary" size="sm">
          <Link to="/open-jobs" search={searchOf(page + 1)}>
            {t('Next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
      )}
    </nav>
  );
}
