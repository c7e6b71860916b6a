// The bell's words, apart from notification-look.ts's icons: the bell is on every signed-in
// screen's first load, the icons only in its popover.

/** The badge text: the count, or '9+' above 9 (spec 001 §9). */
export function badgeText(unreadCount: number): string {
  return unreadCount > 9 ? '9+' : String(unreadCount);
}

/**
 * The bell's accessible name says the real number; above 9 it also holds the badge's '9+', so a
 * voice user can say what they see (WCAG 2.5.3, label in name).
 */
export function bellLabel(unreadCount: number): string {
  if (unreadCount > 9) return `Notifications, 9+ unread, ${unreadCount} in all`;
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}

/** What the bell's live region says when the unread count changes. */
export function unreadAnnouncement(unreadCount: number): string {
  if (unreadCount === 0) return 'No unread notifications';
  return `${unreadCount} unread notification${unreadCount === 1 ? '' : 's'}`;
}
