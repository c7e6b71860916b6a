import type { HTMLAttributes } from 'react';
import { cn } from './cn';

const VARIANTS = {
  accent: 'bg-accent-soft text-accent border-accent/30',
  neutral: 'bg-surface-raised text-ink-muted border-line-strong',
  danger: 'bg-danger-soft text-danger border-danger/30',
} as const;

// xs: a count inside a tab.
const SIZES = { xs: 'px-2 py-0.5 text-xs', sm: 'px-2.5 py-0.5 text-xs', md: 'px-3 py-0.5 text-sm' } as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

export function Badge({ variant = 'neutral', size = 'sm', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border font-medium',
        SIZES[size],
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
