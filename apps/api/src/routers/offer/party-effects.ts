import { announceChange, createNotification, type Executor } from '@talanta/db';
import { type EmailText, emailText } from '../../mail/email-language';
import { queueEmail } from '../../mail/queue-email';

/** The two sides of an offer or contract, with what mail to them needs. */
export interface PartyRecord {
  clientId: number;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  /** users.locale: the language of their emails. */
  clientLocale: string | null;
  developerId: number;
  developerFirstName: string;
  developerLastName: string;
  developerEmail: string;
  developerLocale: string | null;
}

/** What the other side is told: a title, a one-line message and paragraphs under it. */
export interface PartyNotice {
  title: string;
  message: string;
  details?: string[];
}

/**
 * Tells the other side of a change to an offer or contract, in the caller's transaction: a live
 * `contract` change for both sides' open screens, a notice in the app that leads to `link`, and an
 * email through the outbox. `describe` words it from the actor's name in `t`'s language: the
 * notice in the app in English (notices are not translated yet), the email in the recipient's.
 */
export async function notifyOtherParty(
  trx: Executor,
  change: {
    record: PartyRecord;
    actorId: number;
    link: '/offers' | '/contracts' | `/contracts/${number}`;
    origin: string;
    describe: (t: EmailText, actorName: string) => PartyNotice;
    /** An accepted offer also moves its application, which both sides' lists show. */
    alsoChanged?: 'application';
  },
): Promise<void> {
  const { record } = change;
  const client = {
    id: record.clientId,
    email: record.clientEmail,
    name: `${record.clientFirstName} ${record.clientLastName}`,
    locale: record.clientLocale,
  };
  const developer = {
    id: record.developerId,
    email: record.developerEmail,
    name: `${record.developerFirstName} ${record.developerLastName}`,
    locale: record.developerLocale,
  };
  const [actor, recipient] = change.actorId === client.id ? [client, developer] : [developer, client];
  const notice = change.describe(emailText(null), actor.name);
  await announceChange(
    trx,
    { userIds: [client.id, developer.id] },
    change.alsoChanged ? ['contract', change.alsoChanged] : ['contract'],
  );
  await createNotification(trx, {
    userId: recipient.id,
    type: 'contract_update',
    title: notice.title,
    message: notice.message,
    link: change.link,
  });
  const t = emailText(recipient.locale);
  const email = change.describe(t, actor.name);
  await queueEmail(
    trx,
    {
      kind: 'contract',
      to: recipient.email,
      locale: t.locale,
      userId: recipient.id,
      subject: email.title,
      preview: email.message,
      greeting: t('Hello {firstName},', { firstName: recipient.name }),
      blocks: [
        { paragraph: email.message },
        ...(email.details ?? []).map((line) => ({ paragraph: line })),
        { action: { label: t('See it on Talanta'), url: `${change.origin}${change.link}` } },
      ],
    },
    change.origin,
  );
}
