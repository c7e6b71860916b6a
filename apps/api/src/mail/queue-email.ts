import { type Executor, enqueueEmail, findEmailPreference, holdEmailForDigest } from '@talanta/db';
import { DIGEST_EMAIL_KIND, EMAIL_KIND_LABELS } from '@talanta/schema';
import type { EmailContent } from './email-content';
import { emailText } from './email-language';
import { renderEmail } from './render-email';
import { ONE_CLICK_UNSUBSCRIBE_PATH, signUnsubscribeToken } from './unsubscribe-token';

/** Why a person got an email of a kind: the footer's first line, in the email's language. */
function footerReason(content: EmailContent): string {
  if (content.footerReason) return content.footerReason;
  const t = emailText(content.locale);
  if (content.kind === 'security')
    return t(
      'You got this email because it concerns the security of your Talanta account; these are always sent.',
    );
  if (content.kind === DIGEST_EMAIL_KIND)
    return t(
      'You got this email because you chose to get some Talanta emails gathered into a digest; change that in your email preferences.',
    );
  // The label is the one Email preferences shows (EMAIL_KIND_LABELS), in the catalogue by its English.
  return t('You got this email because of your Talanta account\'s "{kind}" emails.', {
    kind: t.text(EMAIL_KIND_LABELS[content.kind]),
  });
}

/** The first button's URL: where a digest line leads. */
function firstActionUrl(content: EmailContent): string | null {
  for (const block of content.blocks) if ('action' in block) return block.action.url;
  return null;
}

/**
 * Renders an email in the one layout and queues it in the caller's transaction. A kind the
 * recipient turned off is dropped; a kind they gather into a daily or weekly digest is held for it
 * (email_digest_items, sent by EmailDigests); security emails and digests themselves always go.
 * Returns whether it was queued now (false when dropped or held). Without an origin (no PUBLIC_URL, outside a request) the
 * email has no unsubscribe or preferences link.
 */
export async function queueEmail(
  trx: Executor,
  content: EmailContent,
  origin: string | null,
): Promise<boolean> {
  const { kind, userId } = content;
  // RFC 2606 reserves .invalid: deleted accounts' anonymised addresses use it, and no mail can
  // reach one, so nothing is queued to fail for admins to look at.
  if (content.to.toLowerCase().endsWith('.invalid')) return false;
  let unsubscribeUrl: string | null = null;
  let unsubscribePage: string | null = null;
  if (kind !== 'security' && kind !== DIGEST_EMAIL_KIND && userId !== null) {
    const preference = await findEmailPreference(trx, userId, kind);
    if (!preference.emailEnabled) return false;
    if (preference.digest !== 'off') {
      await holdEmailForDigest(trx, {
        userId,
        kind,
        frequency: preference.digest,
        subject: content.subject,
        summary: content.digest?.summary ?? content.preview,
        link: content.digest ? content.digest.link : firstActionUrl(content),
      });
      return false;
    }
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
  const { html, text } = renderEmail(content, footer);
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
