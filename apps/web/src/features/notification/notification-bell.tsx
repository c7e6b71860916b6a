import { lazy, Suspense } from 'react';
import { useOpenOnIntent } from '@/lib/open-on-intent';
import { BellButton } from './bell-button';
import { useNotificationList } from './use-notification-list';
import { useUnreadAnnouncement } from './use-unread-announcement';

// Radix's popover and its positioning code (about 12 KiB gzip) are a chunk of their own, loaded when
// somebody reaches for the bell (useOpenOnIntent): every signed-in screen shows it, few open it.
const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(() =>
  loadPopover().then((module) => ({ default: module.NotificationPopover })),
);

/**
 * The top bar's bell (spec 001 §2): the unread count ('9+' above 9) and, when opened, the newest
 * notifications.
 */
export function NotificationBell() {
  const query = useNotificationList();
  const unreadCount = query.data?.unreadCount ?? 0;
  const announcement = useUnreadAnnouncement(query.data?.unreadCount);
  const { opened, triggerProps } = useOpenOnIntent(loadPopover);
  return (
    <>
      {/* Count changes are announced politely; the button's name always carries the count. */}
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {opened ? (
        <Suspense fallback={<BellButton unreadCount={unreadCount} disabled />}>
          <NotificationPopover query={query} defaultOpen />
        </Suspense>
      ) : (
        <BellButton unreadCount={unreadCount} {...triggerProps} />
      )}
    </>
  );
}
