import { DEFAULT_LOCALE, type Locale } from '@talanta/schema/i18n';

/**
 * A time as an email's recipient reads it: in their own zone (their Account Settings), named, so
 * "Tue, 24 Nov 2026, 10:15 (Africa/Nairobi)" means the same to them wherever the mail app is; in
 * their language's words (English as en-GB, as it always was).
 */
export function formatInTimeZone(time: Date, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  const formatted = new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? 'en-GB' : locale, {
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
