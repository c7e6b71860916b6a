import type { TRatingSummary } from '@talanta/schema';
import { cn } from '@talanta/ui';
import { Star } from 'lucide-react';
import { completedContractsText, ratingText } from './review-format';

interface RatingSummaryProps {
  rating: TRatingSummary;
  /** Ended contracts, shown after the rating when given. */
  completedContracts?: number;
  className?: string;
}

/** The real rating on developer cards and profiles: "4.5 · 12 reviews" or "No reviews yet". */
export function RatingSummary({ rating, completedContracts, className }: RatingSummaryProps) {
  const rated = rating.count > 0;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted', className)}>
      <span className="flex items-center gap-1">
        <Star
          aria-hidden="true"
          className={cn('size-4', rated ? 'fill-accent text-accent' : 'text-ink-subtle')}
        />
        <span className={rated ? 'font-medium text-ink' : undefined}>{ratingText(rating)}</span>
      </span>
      {completedContracts !== undefined && <span>{completedContractsText(completedContracts)}</span>}
    </p>
  );
}
