import { type Executor, enqueueEmail, findEmailPreference } from '@talanta/db';
import { EMAIL_KIND_LABELS } from '@talanta/schema';
import type { EmailContent } from './email-content';
import { renderEmail } from './render-email';
import { ONE_CLICK_UNSUBSCRIBE_PATH, signUnsubscribeToken } from './unsubscribe-token';

/** Why a person got an email of a kind: the footer's first line. */
function footerReason(content: EmailContent): string {
  if (content.kind === 'security')
    return 'You got this email because it concerns the security of your Talanta account; these are always sent.';
  return `You got this email because of your Talanta account's "${EMAIL_KIND_LABELS[content.kind]}" emails.`;
}

/**
 * Renders an email in the one layout and queues it in the caller's transaction. A kind the
 * recipient turned off (or gathers into a digest) is not queued; security emails always are.
 * Returns whether it was queued. Without an origin (no PUBLIC_URL, outside a request) the email
 * has no unsubscribe or preferences link.
 */
export async function queueEmail(
  trx: Executor,
  content: EmailContent,
  origin: string | null,
): Promise<boolean> {
  const { kind, userId } = content;
  let unsubscribeUrl: string | null = null;
  let unsubscribePage: string | null = null;
  if (kind !== 'security' && userId !== null) {
    const preference = await findEmailPreference(trx, userId, kind);
    if (!preference.emailEnabled || preference.digest !== 'off') return false;
    if (origin) {
      const token = signUnsubscribeToken(userId, kind);
      unsubscribeUrl = `${origin}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${token}`;
      // The footer's link opens a page that asks first (link scanners open links in emails).
      unsubscribePage = `${origin}/unsubscribe?token=${token}`;
    }
  }
  const footer = {
    reason: footerReason(content),
    unsubscribeUrl: unsubscribePage,
    preferencesUrl: userId !== null && origin ? `${origin}/profile#email-preferences` : null,
  };
  const { html, text } = await renderEmail(content, footer);
  await enqueueEmail(trx, {
    to: content.to,
    subject: content.subject,
    text,
    html,
    kind,
    userId,
    listUnsubscribeUrl: unsubscribeUrl,
    ...(content.attachments ? { attachments: content.attachments } : {}),
  });
  return true;
}
