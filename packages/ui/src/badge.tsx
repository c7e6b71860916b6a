import type { HTMLAttributes } from 'react';
import { cn } from './cn';

const VARIANTS = {
  accent: 'bg-accent-soft text-accent border-accent/30',
  neutral: 'bg-surface-raised text-ink-muted border-line-strong',
  danger: 'bg-danger-soft text-danger border-danger/30',
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: keyof typeof VARIANTS;
}

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
