import {
  announceChange,
  type Executor,
  findCreditNoteFor,
  findCreditNoteLines,
  findUserById,
} from '@talanta/db';
import type { EmailText } from '../../mail/email-language';
import { type MoneyEvent, tellAboutMoney } from '../../mail/money-notice';

/** One side of the correction, told by notice and email (greeted by first name). */
async function tell(trx: Executor, userId: number, event: MoneyEvent, origin: string) {
  const person = await findUserById(trx, userId);
  if (!person) return;
  await tellAboutMoney(
    trx,
    { id: userId, email: person.email, greetingName: person.firstName, locale: person.locale },
    event,
    origin,
  );
}

/**
 * An admin's correction of an issued invoice is news to both sides, in its transaction: the client
 * owes less (or has credit), and each developer whose line it credited is no longer owed that line.
 */
export async function tellCorrection(trx: Executor, creditNoteId: number, origin: string): Promise<void> {
  const note = await findCreditNoteFor(trx, creditNoteId, { id: 0, role: 'admin' });
  if (!note) return;
  const lines = await findCreditNoteLines(trx, [creditNoteId]);
  // The admin's reason, in their words, after the sentence.
  const why = (t: EmailText) => (note.note ? ` ${t('Reason: {reason}', { reason: note.note })}` : '');
  await tell(
    trx,
    note.clientId,
    {
      describe: (t) => ({
        title: t('Credit note {number} for invoice {invoiceNumber}', {
          number: note.number,
          invoiceNumber: note.invoiceNumber,
        }),
        message:
          t('Talanta corrected invoice {invoiceNumber}: {amount} is credited to you.', {
            invoiceNumber: note.invoiceNumber,
            amount: t.money(note.totalCents),
          }) + why(t),
      }),
      link: `/invoices/${note.invoiceId}`,
    },
    origin,
  );
  const byDeveloper = new Map<number, number>();
  for (const line of lines)
    byDeveloper.set(line.developerId, (byDeveloper.get(line.developerId) ?? 0) + line.amountCents);
  for (const [developerId, cents] of byDeveloper)
    await tell(
      trx,
      developerId,
      {
        describe: (t) => ({
          title: t('Your hours on invoice {invoiceNumber} were corrected', {
            invoiceNumber: note.invoiceNumber,
          }),
          message:
            t(
              'A correction (credit note {number}) took {amount} of your hours off invoice {invoiceNumber}: that amount is no longer owed to you.',
              { number: note.number, amount: t.money(cents), invoiceNumber: note.invoiceNumber },
            ) + why(t),
        }),
        link: '/earnings',
      },
      origin,
    );
  await announceChange(trx, { userIds: [note.clientId, ...byDeveloper.keys()], admins: true }, ['contract']);
}
