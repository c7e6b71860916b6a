import {
  announceChange,
  type Executor,
  findCreditNoteFor,
  findCreditNoteLines,
  findUserById,
} from '@talanta/db';
import { formatUsd } from '@talanta/schema';
import { type MoneyNotice, tellAboutMoney } from '../../mail/money-notice';

/** One side of the correction, told by notice and email (greeted by first name). */
async function tell(trx: Executor, userId: number, notice: MoneyNotice, origin: string) {
  const person = await findUserById(trx, userId);
  if (!person) return;
  await tellAboutMoney(
    trx,
    { id: userId, email: person.email, greetingName: person.firstName },
    notice,
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
  const why = note.note ? ` Reason: ${note.note}` : '';
  await tell(
    trx,
    note.clientId,
    {
      title: `Credit note ${note.number} for invoice ${note.invoiceNumber}`,
      message: `Talanta corrected invoice ${note.invoiceNumber}: ${formatUsd(note.totalCents)} is credited to you.${why}`,
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
        title: `Your hours on invoice ${note.invoiceNumber} were corrected`,
        message: `A correction (credit note ${note.number}) took ${formatUsd(cents)} of your hours off invoice ${note.invoiceNumber}: that amount is no longer owed to you.${why}`,
        link: '/earnings',
      },
      origin,
    );
  await announceChange(trx, { userIds: [note.clientId, ...byDeveloper.keys()], admins: true }, ['contract']);
}
