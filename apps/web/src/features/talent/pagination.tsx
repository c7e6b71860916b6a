import { Button } from '@talanta/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '@/lib/i18n';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}

/** Previous / Next with "Page N of M" (the job board's words); hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onPage, label }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('Previous')}
      </Button>
      <span className="text-sm text-ink-muted" aria-current="page">
        {t('Page {page} of {pageCount}', { page: String(page), pageCount: String(pageCount) })}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('Next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
