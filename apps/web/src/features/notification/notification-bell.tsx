import { useHydrated } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { BellButton } from './bell-button';
import { useNotificationList } from './use-notification-list';
import { useUnreadAnnouncement } from './use-unread-announcement';

// Radix's popover and its positioning code (about 12 KiB gzip) are a chunk of their own, loaded once
// the page is live: every signed-in screen shows the bell, and it is opened long after.
const NotificationPopover = lazy(() =>
  import('./notification-popover').then((module) => ({ default: module.NotificationPopover })),
);

/**
 * The top bar's bell (spec 001 §2): the unread count ('9+' above 9) and, when opened, the newest
 * notifications.
 */
export function NotificationBell() {
  const query = useNotificationList();
  const unreadCount = query.data?.unreadCount ?? 0;
  const announcement = useUnreadAnnouncement(query.data?.unreadCount);
  const hydrated = useHydrated();
  // Drawn by the server, the bell is disabled until it can open its popover, so no press is lost:
  // until the page is live, then while the popover's code arrives. Nothing moves when it does.
  const bell = <BellButton unreadCount={unreadCount} disabled />;
  return (
    <>
      {/* Count changes are announced politely; the button's name always carries the count. */}
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {hydrated ? (
        <Suspense fallback={bell}>
          <NotificationPopover query={query} />
        </Suspense>
      ) : (
        bell
      )}
    </>
  );
}
