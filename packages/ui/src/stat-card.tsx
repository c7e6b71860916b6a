import type { ReactNode } from 'react';
import { cn } from './cn';

export interface StatCardProps {
  label: string;
  /** The figure itself ("12", "85%"). */
  value: ReactNode;
  icon?: ReactNode;
  /** A line under the figure ("2 this week", "Add a bio"). */
  hint?: ReactNode;
  /** Smaller padding and figure, for rows of many counts (and phones). */
  compact?: boolean;
  className?: string;
}

/**
 * One figure of a dashboard, a term and its value: place it in a <dl> so screen readers read
 * "label: value".
 */
export function StatCard({ label, value, icon, hint, compact = false, className }: StatCardProps) {
  return (
    <div
      className={cn(
        'flex flex-col rounded-xl border border-line bg-surface shadow-card',
        compact ? 'gap-1.5 p-3.5 sm:p-4' : 'gap-3 p-5',
        className,
      )}
    >
      <dt
        className={cn(
          'flex items-start justify-between gap-3 font-medium text-ink-muted',
          compact ? 'text-xs sm:text-sm' : 'text-sm',
        )}
      >
        {label}
        {icon && (
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent [&_svg]:size-4.5"
          >
            {icon}
          </span>
        )}
      </dt>
      <dd className="flex flex-col gap-1">
        <span
          className={cn(
            'font-semibold tracking-tight text-ink tabular-nums',
            compact ? 'text-2xl' : 'text-3xl',
          )}
        >
          {value}
        </span>
        {hint && <span className="text-xs text-ink-subtle">{hint}</span>}
      </dd>
    </div>
  );
}
