import type { EmailContent } from '../mail/email-content';
import { type EmailText, emailText } from '../mail/email-language';

/** The owner's notice that an endpoint was turned off after persistent failure, in their language. */
export function endpointDisabledEmail(
  endpoint: { userId: number; url: string; email: string; firstName: string; locale?: string | null },
  reason: string,
  origin: string,
): EmailContent {
  const t = emailText(endpoint.locale);
  const { url } = endpoint;
  return {
    kind: 'webhook',
    to: endpoint.email,
    locale: t.locale,
    userId: endpoint.userId,
    subject: t('Your Talanta webhook endpoint was turned off'),
    preview: t('We turned off {url}.', { url }),
    greeting: t('Hello {firstName},', { firstName: endpoint.firstName }),
    blocks: [
      {
        paragraph: t('We turned off your webhook endpoint {url}: {reason}.', {
          url,
          reason: reasonAfterColon(t, reason),
        }),
      },
      { paragraph: t('No more events are sent to it until you turn it back on.') },
      { paragraph: t('Check the endpoint and its delivery log, then turn it on again:') },
      { action: { label: t('Open Webhooks'), url: `${origin}/webhooks` } },
    ],
  };
}

/**
 * The stored reason (in English, its catalogue entry by that text) inside the sentence, after the
 * colon: lower-cased as it always was in English; other languages lower only its first letter, and
 * German none (its nouns keep their capital).
 */
function reasonAfterColon(t: EmailText, reason: string): string {
  if (t.locale === 'en') return reason.toLowerCase();
  const said = t.text(reason);
  return t.locale === 'de' ? said : `${said.charAt(0).toLocaleLowerCase(t.locale)}${said.slice(1)}`;
}
