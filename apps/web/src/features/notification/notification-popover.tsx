import type { TNotification } from '@talanta/schema';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  Popover,
  PopoverContent,
  PopoverTrigger,
} from '@talanta/ui';
import { useNavigate } from '@tanstack/react-router';
import { BellOff, CheckCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useNow } from '@/lib/use-now';
import { BellButton } from './bell-button';
import { NotificationItem } from './notification-item';
import { useNotificationActions } from './use-notification-actions';
import type { NotificationListQuery } from './use-notification-list';

/**
 * The bell's popover: the newest notifications. Opening one marks it read and goes where it
 * points (a message: its conversation). Loaded apart from the bell (notification-bell.tsx).
 */
export function NotificationPopover({
  query,
  defaultOpen = false,
}: {
  query: NotificationListQuery;
  /** Drawn open: the bell was pressed before the popover's code had come (notification-bell.tsx). */
  defaultOpen?: boolean;
}) {
  const { markRead, markAllRead } = useNotificationActions();
  const headingId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const navigate = useNavigate();
  const unreadCount = query.data?.unreadCount ?? 0;

  function openNotification(notification: TNotification) {
    if (!notification.isRead) markRead.mutate({ id: notification.id });
    const link = safeRedirectPath(notification.link);
    if (!link) return;
    setOpen(false);
    void navigate({ href: link });
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton unreadCount={unreadCount} />
      </PopoverTrigger>
      <PopoverContent aria-labelledby={headingId} collisionPadding={16} wide flush className="flex flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <div className="flex items-baseline gap-2">
            <h2 id={headingId} className="text-sm font-semibold text-ink">
              Notifications
            </h2>
            {unreadCount > 0 && <span className="text-xs text-ink-muted">{unreadCount} unread</span>}
          </div>
          <Button
            variant="ghost"
            size="sm"
            disabled={unreadCount === 0}
            onClick={() => markAllRead.mutate()}
            className="-mr-2"
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            Mark all read
          </Button>
        </div>
        <NotificationsBody query={query} onOpen={openNotification} />
      </PopoverContent>
    </Popover>
  );
}

function NotificationsBody({
  query,
  onOpen,
}: {
  query: NotificationListQuery;
  onOpen: (notification: TNotification) => void;
}) {
  useNow();
  if (query.isPending) return <LoadingState label="Loading notifications" minHeight="min-h-32" />;
  if (query.isError && !query.data) {
    return (
      <ErrorState className="m-3" title="Couldn't load notifications" onRetry={() => void query.refetch()} />
    );
  }
  if (query.data.notifications.length === 0) {
    return (
      <EmptyState
        framed={false}
        icon={<BellOff aria-hidden="true" className="size-5" />}
        title="You have no notifications."
        description="Updates on applications and messages will appear here."
      />
    );
  }
  return (
    <ul
      aria-label="Latest notifications"
      className="max-h-[min(28rem,70dvh)] divide-y divide-line overflow-y-auto"
    >
      {query.data.notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
