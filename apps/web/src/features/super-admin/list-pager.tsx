import { Button } from '@talanta/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export const LIST_PAGE_SIZE = 25;

/** "Showing 26-50 of 73" with Previous and Next; hidden when everything fits on one page. */
export function ListPager({
  label,
  offset,
  total,
  onOffset,
}: {
  label: string;
  offset: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  if (total <= LIST_PAGE_SIZE) return null;
  const last = Math.min(offset + LIST_PAGE_SIZE, total);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted" aria-live="polite">
        Showing {offset + 1}-{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - LIST_PAGE_SIZE))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={last >= total}
          onClick={() => onOffset(offset + LIST_PAGE_SIZE)}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
