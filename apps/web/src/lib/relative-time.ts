import { formatDistanceToNow } from 'date-fns';

/** "3 minutes ago", "about 2 hours ago": date-fns' distance-in-words, never hand-written. */
export function formatRelativeTime(date: Date | string | number): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return 'recently';
  return formatDistanceToNow(value, { addSuffix: true });
}
