import type { TRatingSummary } from '@talanta/schema';
import { cn } from '@talanta/ui';
import { Star } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { completedContractsText, ratingText } from './review-format';

interface RatingSummaryProps {
  rating: TRatingSummary;
  /** Ended contracts, shown after the rating when given. */
  completedContracts?: number;
  className?: string;
}

/**
 * The real rating on developer cards and profiles: "4.5 · 12 reviews" or "No reviews yet". Its texts
 * are the `talent` catalogue's: every route that draws it loads that namespace.
 */
export function RatingSummary({ rating, completedContracts, className }: RatingSummaryProps) {
  const t = useT();
  const rated = rating.count > 0;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted', className)}>
      <span className="flex items-center gap-1">
        <Star
          aria-hidden="true"
          className={cn('size-4', rated ? 'fill-accent text-accent' : 'text-ink-subtle')}
        />
        <span className={rated ? 'font-medium text-ink' : undefined}>{ratingText(rating, t)}</span>
      </span>
      {completedContracts !== undefined && <span>{completedContractsText(completedContracts, t)}</span>}
    </p>
  );
}
