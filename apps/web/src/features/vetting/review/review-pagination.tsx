import { Button } from '@talanta/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface ReviewPaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Previous and Next, 'page / total pages' and '{page size} per page' (spec 001 "Admin Dashboard"). */
export function ReviewPagination({ page, pageCount, pageSize, onPage }: ReviewPaginationProps) {
  return (
    <nav aria-label="Applications pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted">{pageSize} per page</p>
      <div className="flex items-center gap-3">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <span className="min-w-14 text-center text-sm text-ink" aria-live="polite">
          {page} / {pageCount}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
