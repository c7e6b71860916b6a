import { announceChange, createNotification, type Executor } from '@talanta/db';
import { queueEmail } from '../../mail/queue-email';

/** The two sides of an offer or contract, with what mail to them needs. */
export interface PartyRecord {
  clientId: number;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  developerId: number;
  developerFirstName: string;
  developerLastName: string;
  developerEmail: string;
}

/**
 * Tells the other side of a change to an offer or contract, in the caller's transaction: a live
 * `contract` change for both sides' open screens, a notice in the app that leads to `link`, and an
 * email through the outbox. `describe` writes the title and one-line message from the actor's name.
 */
export async function notifyOtherParty(
  trx: Executor,
  change: {
    record: PartyRecord;
    actorId: number;
    link: '/offers' | '/contracts' | `/contracts/${number}`;
    origin: string;
    title: string;
    message: (actorName: string) => string;
    details?: string[];
    /** An accepted offer also moves its application, which both sides' lists show. */
    alsoChanged?: 'application';
  },
): Promise<void> {
  const { record } = change;
  const client = {
    id: record.clientId,
    email: record.clientEmail,
    name: `${record.clientFirstName} ${record.clientLastName}`,
  };
  const developer = {
    id: record.developerId,
    email: record.developerEmail,
    name: `${record.developerFirstName} ${record.developerLastName}`,
  };
  const [actor, recipient] = change.actorId === client.id ? [client, developer] : [developer, client];
  const message = change.message(actor.name);
  await announceChange(
    trx,
    { userIds: [client.id, developer.id] },
    change.alsoChanged ? ['contract', change.alsoChanged] : ['contract'],
  );
  await createNotification(trx, {
    userId: recipient.id,
    type: 'contract_update',
    title: change.title,
    message,
    link: change.link,
  });
  await queueEmail(
    trx,
    {
      kind: 'contract',
      to: recipient.email,
      userId: recipient.id,
      subject: change.title,
      preview: message,
      greeting: `Hello ${recipient.name},`,
      blocks: [
        { paragraph: message },
        ...(change.details ?? []).map((line) => ({ paragraph: line })),
        { action: { label: 'See it on Talanta', url: `${change.origin}${change.link}` } },
      ],
    },
    change.origin,
  );
}
