import { useEffect, useRef, useState } from 'react';
import { unreadAnnouncement } from './notification-text';

/**
 * The text of the bell's polite live region: quiet for the count the page opens with, then the
 * new count each time it changes ("3 unread notifications").
 */
export function useUnreadAnnouncement(unreadCount: number | undefined): string {
  const [announcement, setAnnouncement] = useState('');
  const known = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (unreadCount === undefined) return;
    const before = known.current;
    known.current = unreadCount;
    if (before !== undefined && before !== unreadCount) setAnnouncement(unreadAnnouncement(unreadCount));
  }, [unreadCount]);

  return announcement;
}
