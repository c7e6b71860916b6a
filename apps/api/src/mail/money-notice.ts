import { createNotification, type Executor } from '@talanta/db';
import type { TNotificationType } from '@talanta/schema';
import { queueEmail } from './queue-email';

export interface MoneyNotice {
  title: string;
  message: string;
  /** Paragraphs the email adds under the message. */
  details?: string[];
  /** Where the notice and the email's button lead, a path of the site. */
  link: string;
  type?: TNotificationType;
  actionLabel?: string;
}

/**
 * A money event told to one person: an in-app notice and an email of the 'invoice' kind (the
 * "Invoices and payments" preference) with the same words, in the caller's transaction.
 */
export async function tellAboutMoney(
  trx: Executor,
  to: { id: number; email: string; greetingName: string },
  notice: MoneyNotice,
  origin: string,
): Promise<void> {
  await createNotification(trx, {
    userId: to.id,
    type: notice.type ?? 'contract_update',
    title: notice.title,
    message: notice.message,
    link: notice.link,
  });
  await queueEmail(
    trx,
    {
      kind: 'invoice',
      to: to.email,
      userId: to.id,
      subject: notice.title,
      preview: notice.message,
      greeting: `Hello ${to.greetingName},`,
      blocks: [
        { paragraph: notice.message },
        ...(notice.details ?? []).map((paragraph) => ({ paragraph })),
        { action: { label: notice.actionLabel ?? 'See it on Talanta', url: `${origin}${notice.link}` } },
      ],
    },
    origin,
  );
}
