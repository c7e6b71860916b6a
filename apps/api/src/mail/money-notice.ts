import { createNotification, type Executor } from '@talanta/db';
import type { TNotificationType } from '@talanta/schema';
import { type EmailText, emailText } from './email-language';
import { queueEmail } from './queue-email';

export interface MoneyNotice {
  title: string;
  message: string;
  /** Paragraphs the email adds under the message. */
  details?: string[];
  /** The email's button; "See it on Talanta" when not given. */
  actionLabel?: string;
}

export interface MoneyEvent {
  /** The notice's words in `t`'s language, amounts and days written with `t` too. */
  describe: (t: EmailText) => MoneyNotice;
  /** Where the notice and the email's button lead, a path of the site. */
  link: string;
  type?: TNotificationType;
}

/**
 * A money event told to one person: an in-app notice and an email of the 'invoice' kind (the
 * "Invoices and payments" preference) with the same words, in the caller's transaction: the
 * notice in English (notices are not translated yet), the email in the person's language.
 */
export async function tellAboutMoney(
  trx: Executor,
  to: { id: number; email: string; greetingName: string; locale: string | null },
  event: MoneyEvent,
  origin: string,
): Promise<void> {
  const notice = event.describe(emailText(null));
  await createNotification(trx, {
    userId: to.id,
    type: event.type ?? 'contract_update',
    title: notice.title,
    message: notice.message,
    link: event.link,
  });
  const t = emailText(to.locale);
  const email = event.describe(t);
  await queueEmail(
    trx,
    {
      kind: 'invoice',
      to: to.email,
      locale: t.locale,
      userId: to.id,
      subject: email.title,
      preview: email.message,
      greeting: t('Hello {firstName},', { firstName: to.greetingName }),
      blocks: [
        { paragraph: email.message },
        ...(email.details ?? []).map((paragraph) => ({ paragraph })),
        { action: { label: email.actionLabel ?? t('See it on Talanta'), url: `${origin}${event.link}` } },
      ],
    },
    origin,
  );
}
