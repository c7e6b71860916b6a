import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/**
 * A grey placeholder of the shape of content that is still loading. It is decorative: the region
 * that holds it says it is busy (aria-busy) or carries a Spinner's label for screen readers.
 */
export function Skeleton({
  round = false,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & {
  /** A circle or pill (an avatar, a badge) rather than a block. */
  round?: boolean;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        round ? 'rounded-full' : 'rounded-md',
        'bg-surface-hover motion-safe:animate-pulse',
        className,
      )}
      {...props}
    />
  );
}
