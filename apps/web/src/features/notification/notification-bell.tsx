import type { TNotification } from '@talanta/schema';
import { Alert, Button, Popover, PopoverContent, PopoverTrigger, Skeleton } from '@talanta/ui';
import { useNavigate } from '@tanstack/react-router';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useNow } from '@/lib/use-now';
import { NotificationItem } from './notification-item';
import { badgeText, bellLabel } from './notification-look';
import { useNotifications } from './use-notifications';

/**
 * The top bar's bell (spec 001 §2): the unread count ('9+' above 9) and, when opened, the newest
 * notifications. Opening one marks it read and goes where it points (a message: its conversation).
 */
export function NotificationBell() {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { query, markRead, markAllRead } = useNotifications();
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
        <Button variant="ghost" size="icon" aria-label={bellLabel(unreadCount)} className="relative">
          <Bell aria-hidden="true" className="size-5" />
          {unreadCount > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-none font-bold text-on-accent ring-2 ring-canvas"
            >
              {badgeText(unreadCount)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-labelledby={headingId}
        collisionPadding={16}
        className="flex w-96 flex-col overflow-hidden p-0"
      >
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
  query: ReturnType<typeof useNotifications>['query'];
  onOpen: (notification: TNotification) => void;
}) {
  useNow();
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4 p-4">
        <span role="status" className="sr-only">
          Loading notifications
        </span>
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex gap-3">
            <Skeleton className="size-8 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="p-3">
        <Alert tone="danger" title="Couldn't load notifications">
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  if (query.data.notifications.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent">
          <BellOff aria-hidden="true" className="size-5" />
        </span>
        <p className="text-sm font-semibold text-ink">You have no notifications.</p>
        <p className="text-sm text-ink-muted">Updates on applications and messages will appear here.</p>
      </div>
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
