import type { TNotification } from '@talanta/schema';
import { cn } from '@talanta/ui';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';
import { notificationLook } from './notification-look';

interface NotificationItemProps {
  notification: TNotification;
  onOpen: (notification: TNotification) => void;
}

/** One notification: icon by type, title, message, when, and a dot while unread. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { Icon, tone } = notificationLook(notification);
  const unread = !notification.isRead;
  const now = useNow();
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      className={cn(
        'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-surface-hover focus-visible:-outline-offset-2',
        unread && 'bg-accent-soft/40',
      )}
    >
      <span className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm text-ink', unread ? 'font-semibold' : 'font-medium')}>
          {notification.title}
        </span>
        <span className="line-clamp-2 text-sm text-ink-muted">{notification.message}</span>
        <time dateTime={notification.createdAt} className="text-xs text-ink-subtle">
          {formatRelativeTime(notification.createdAt, now)}
        </time>
      </span>
      {unread && (
        <span className="mt-2 size-2 shrink-0 rounded-full bg-accent">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </button>
  );
}
