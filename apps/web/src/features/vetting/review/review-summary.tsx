import type { TVettingCounts } from '@talanta/schema';
import { cn } from '@talanta/ui';
import { CircleCheck, CircleX, Clock, Inbox, type LucideIcon } from 'lucide-react';
import type { ReviewTab } from './use-review-list';

const CARDS: { tab: ReviewTab; label: string; count: keyof TVettingCounts; Icon: LucideIcon }[] = [
  { tab: 'all', label: 'Total Applications', count: 'all', Icon: Inbox },
  { tab: 'pending', label: 'Pending Review', count: 'pending', Icon: Clock },
  { tab: 'approved', label: 'Approved', count: 'approved', Icon: CircleCheck },
  { tab: 'rejected', label: 'Rejected', count: 'rejected', Icon: CircleX },
];

/** The four summary cards; each switches to its tab. */
export function ReviewSummary({
  counts,
  tab,
  onSelect,
}: {
  counts: TVettingCounts | undefined;
  tab: ReviewTab;
  onSelect: (tab: ReviewTab) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ tab: target, label, count, Icon }) => (
        <li key={target}>
          <button
            type="button"
            aria-pressed={tab === target}
            onClick={() => onSelect(target)}
            className={cn(
              'flex w-full flex-col gap-2 rounded-xl border bg-surface p-4 text-left shadow-card transition-colors',
              'hover:border-accent/60 focus-visible:outline-2 focus-visible:outline-accent-ring',
              tab === target ? 'border-accent/70' : 'border-line',
            )}
          >
            <span className="flex items-center justify-between gap-2 text-sm text-ink-muted">
              {label}
              <Icon aria-hidden="true" className="size-4 text-accent" />
            </span>
            <span className="text-2xl font-semibold text-ink">{counts ? counts[count] : '–'}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
