/**
 * A time as an email's recipient reads it: in their own zone (their Account Settings), named, so
 * "Tue, 24 Nov 2026, 10:15 (Africa/Nairobi)" means the same to them wherever the mail app is.
 */
export function formatInTimeZone(time: Date, timeZone: string): string {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(time);
  return `${formatted} (${timeZone})`;
}
