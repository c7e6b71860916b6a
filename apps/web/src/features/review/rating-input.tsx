import { REVIEW_RATINGS } from '@talanta/schema';
import { cn } from '@talanta/ui';
import { Star } from 'lucide-react';
import { useId } from 'react';

interface RatingInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}

/**
 * The rating in half stars: a native radio group of 1, 1.5 ... 5, each with its number as a visible
 * label, so arrows move between them and screen readers read "4.5 stars, 8 of 9".
 */
export function RatingInput({ value, onChange, error }: RatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">Rating</legend>
      <div className="flex flex-wrap gap-1.5">
        {REVIEW_RATINGS.map((rating) => {
          const checked = value === rating;
          return (
            <label
              key={rating}
              className={cn(
                'flex h-10 min-w-12 cursor-pointer items-center justify-center gap-1 rounded-md border px-2 text-sm',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
                checked
                  ? 'border-accent bg-accent-soft font-semibold text-ink'
                  : 'border-line-strong text-ink-muted hover:border-accent',
              )}
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={checked}
                onChange={() => onChange(rating)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <Star aria-hidden="true" className={cn('size-3.5', checked && 'fill-accent text-accent')} />
              {rating}
              <span className="sr-only"> stars</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
