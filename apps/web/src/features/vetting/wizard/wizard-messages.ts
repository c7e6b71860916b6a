import type { Translate } from '@/lib/i18n';

/** packages/schema's length rule (`requiredText`): "Must be at most 200 characters". */
const AT_MOST = /^Must be at most (\d+) characters$/;
/** The server's answer to a rejected applicant who applies again too soon (VETTING_MESSAGES.reapplyFrom). */
const REAPPLY_FROM = /^Your earlier application was not approved\. You may apply again from (\S+)\.$/;

/** The server's YYYY-MM-DD as the language writes a date (English keeps the server's text). */
function dateText(t: Translate, date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (t.locale === 'en' || Number.isNaN(time)) return date;
  return new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

/**
 * A message the wizard shows as it arrives in English (a step's validation message from the shared
 * schema, the server's answer) in the page's language: the `vetting` catalogue holds each one by its
 * English text; the two that carry a figure or a date are matched and filled in. Any other is shown
 * as it came.
 */
export function messageText(t: Translate, message: string): string {
  const atMost = AT_MOST.exec(message);
  if (atMost?.[1]) return t('Must be at most {max} characters', { max: atMost[1] });
  const reapply = REAPPLY_FROM.exec(message);
  if (reapply?.[1])
    return t('Your earlier application was not approved. You may apply again from {date}.', {
      date: dateText(t, reapply[1]),
    });
  return t.text(message);
}
