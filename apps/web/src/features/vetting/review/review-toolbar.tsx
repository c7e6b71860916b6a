import { Button, cn, Input, toast } from '@talanta/ui';
import { LayoutGrid, Plus, Search, Table2 } from 'lucide-react';
import { ReviewFilterPopover } from './review-filter-popover';
import type { ReviewFilters, ReviewView } from './use-review-list';

const VIEWS: { view: ReviewView; label: string; Icon: typeof LayoutGrid }[] = [
  { view: 'card', label: 'Card View', Icon: LayoutGrid },
  { view: 'table', label: 'Table View', Icon: Table2 },
];

interface ReviewToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  filters: ReviewFilters;
  filterCount: number;
  onFilters: (filters: ReviewFilters) => void;
  view: ReviewView;
  onView: (view: ReviewView) => void;
}

/** Search, Filter, + Add New and the Card View / Table View switch. */
export function ReviewToolbar({
  search,
  onSearch,
  filters,
  filterCount,
  onFilters,
  view,
  onView,
}: ReviewToolbarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="relative w-full lg:max-w-sm">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
        />
        <Input
          type="search"
          aria-label="Search applications"
          placeholder="Search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ReviewFilterPopover filters={filters} count={filterCount} onChange={onFilters} />
        <Button
          variant="secondary"
          onClick={() => toast.message('Add New is not available for applications')}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add New
        </Button>
        <fieldset className="flex rounded-md border border-line-strong p-0.5">
          <legend className="sr-only">Layout</legend>
          {VIEWS.map(({ view: option, label, Icon }) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => onView(option)}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded px-3 text-sm font-medium transition-colors',
                view === option ? 'bg-surface-hover text-ink' : 'text-ink-muted hover:text-ink',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
