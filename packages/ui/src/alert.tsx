import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

const TONES = {
  info: { classes: 'border-line-strong bg-surface-raised text-ink', Icon: Info },
  success: { classes: 'border-accent/40 bg-accent-soft text-ink', Icon: CircleCheck },
  danger: { classes: 'border-danger/40 bg-danger-soft text-ink', Icon: TriangleAlert },
} as const;

export interface AlertProps {
  tone?: keyof typeof TONES;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A message inside the page (errors announce themselves to screen readers). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const { classes, Icon } = TONES[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-4 text-sm', classes, className)}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-4 shrink-0', tone === 'danger' ? 'text-danger' : 'text-accent')}
      />
      <div className="flex flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-ink-muted">{children}</div>}
      </div>
    </div>
  );
}
