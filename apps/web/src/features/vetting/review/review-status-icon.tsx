import { type TVettingStatus, VETTING_STATUS_LABELS } from '@talanta/schema';
import { cn } from '@talanta/ui';
import { CircleCheck, CircleX, Clock } from 'lucide-react';

const ICONS = {
  pending: { Icon: Clock, tone: 'text-ink-muted' },
  approved: { Icon: CircleCheck, tone: 'text-accent' },
  rejected: { Icon: CircleX, tone: 'text-danger' },
} as const;

/** The application's status as an icon, named for screen readers. */
export function ReviewStatusIcon({ status, className }: { status: TVettingStatus; className?: string }) {
  const { Icon, tone } = ICONS[status];
  return (
    <span className={cn('inline-flex shrink-0', tone, className)} title={VETTING_STATUS_LABELS[status]}>
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{VETTING_STATUS_LABELS[status]}</span>
    </span>
  );
}
