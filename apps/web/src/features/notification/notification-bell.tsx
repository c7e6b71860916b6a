import { lazy } from 'react';
import { AfterFirstScreen, afterFirstScreen } from '@/lib/first-screen';
import { BellButton } from './bell-button';
import { useNotificationList } from './use-notification-list';
import { useUnreadAnnouncement } from './use-unread-announcement';

// Radix's popover and its positioning code (about 12 KiB gzip) arrive after the screen has drawn:
// every signed-in screen shows the bell, and it is opened long after the page has loaded.
const NotificationPopover = lazy(
  afterFirstScreen(() =>
    import('./notification-popover').then((module) => ({ default: module.NotificationPopover })),
  ),
);

/**
 * The top bar's bell (spec 001 §2): the unread count ('9+' above 9) and, when opened, the newest
 * notifications.
 */
export function NotificationBell() {
  const query = useNotificationList();
  const unreadCount = query.data?.unreadCount ?? 0;
  const announcement = useUnreadAnnouncement(query.data?.unreadCount);
  return (
    <>
      {/* Count changes are announced politely; the button's name always carries the count. */}
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {/* The same bell, disabled, while the popover's code arrives: nothing moves when it does. */}
      <AfterFirstScreen fallback={<BellButton unreadCount={unreadCount} disabled />}>
        <NotificationPopover query={query} />
      </AfterFirstScreen>
    </>
  );
}
