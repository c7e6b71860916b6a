import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A raised panel; its parts (header, title, content, footer) keep spacing the same everywhere. */
export function Card({
  accent = false,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & {
  /** An accent border: the one card on the screen that asks for the next step. */
  accent?: boolean;
}) {
  return (
    <div
      className={cn(
        'rounded-xl border bg-surface shadow-card',
        accent ? 'border-accent/40' : 'border-line',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({
  row = false,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & {
  /** The title and something beside it (a count, a link) on one line, wrapping on a phone; the
   * caller sets how they align and the gap between them. */
  row?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex p-6 pb-0',
        row ? 'flex-row flex-wrap justify-between' : 'flex-col gap-1.5',
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('text-lg font-semibold text-ink', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-ink-muted', className)} {...props} />;
}

export function CardContent({
  compact = false,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & {
  /** Narrower padding on a phone (a card in a list), the usual from `sm` up. */
  compact?: boolean;
}) {
  return <div className={cn(compact ? 'px-4 py-5 sm:p-6' : 'p-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('flex items-center gap-3 border-t border-line px-6 py-4', className)} {...props} />
  );
}
