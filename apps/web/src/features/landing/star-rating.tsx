import { Star, StarHalf } from 'lucide-react';
import { type MessageId, useT } from '@/lib/i18n';
import { useLingui } from '@/lib/i18n-react';

const RATED: MessageId = 'Rated {rating} out of 5';

/** A rating from 0 to 5 in halves, drawn as stars and read out as "Rated 4.5 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(5, Math.round(rating * 2) / 2));
  const t = useT();
  // The visitor pages' catalogue holds the label; a screen that has not loaded it (reviews) keeps
  // the English one rather than show the message's placeholder.
  const loaded = useLingui().i18n.messages[RATED] !== undefined;
  const label = loaded
    ? t(RATED, { rating: new Intl.NumberFormat(t.locale).format(value) })
    : `Rated ${value} out of 5`;
  return (
    <span role="img" aria-label={label} className="flex items-center gap-0.5">
      {Array.from({ length: 5 }, (_, index) => {
        const fill = value - index;
        return (
          <span key={index} className="relative size-4">
            <Star aria-hidden="true" className="absolute inset-0 size-4 text-line-strong" />
            {fill >= 1 && (
              <Star aria-hidden="true" className="absolute inset-0 size-4 fill-accent text-accent" />
            )}
            {fill === 0.5 && (
              <StarHalf aria-hidden="true" className="absolute inset-0 size-4 fill-accent text-accent" />
            )}
          </span>
        );
      })}
    </span>
  );
}
