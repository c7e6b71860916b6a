import { cn } from '@talanta/ui';
import { statusLook } from './application-status';

/**
 * An application's status with its icon ("Interview", "Accepted" …); unknown values look neutral.
 * Screen readers hear "Application status: Interview", since the badge often stands alone.
 */
export function ApplicationStatusBadge({ status, className }: { status: string; className?: string }) {
  const { label, icon: Icon, classes } = statusLook(status);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        classes,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Application status: </span>
      {label}
    </span>
  );
}
