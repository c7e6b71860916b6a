import { type Executor, findPayoutForUpdate } from '@talanta/db';
import type { TSettledPayout } from '@talanta/schema';
import { markPayout } from '../mark-payout';
import { paymentReferenceOf } from './match-receipts';
import type { StatementTransaction } from './statement-types';

/** `PO-123`: the end-to-end id every payout file gives a payout, which the bank quotes back. */
const PAYOUT_REFERENCE = /\bPO-(\d{1,9})\b/i;

/**
 * A debit of the bank's statement quoting a payout's reference, for its exact amount in US dollars,
 * is that payout leaving the bank: a queued or sent payout is marked settled with the bank's
 * reference, as an admin would (the same postings, notice and audit). Anything else (another
 * amount, a payout already settled or failed, a reversal) is left for an admin to read.
 */
export async function settlePayoutsFromDebits(
  trx: Executor,
  debits: (StatementTransaction & { id: number; dedupeKey: string })[],
  by: { id: number; email: string; origin: string },
): Promise<TSettledPayout[]> {
  const settled: TSettledPayout[] = [];
  for (const debit of debits) {
    if (debit.direction !== 'debit' || debit.currency !== 'USD' || debit.reversal) continue;
    const quoted = PAYOUT_REFERENCE.exec(debit.endToEndId ?? '') ?? PAYOUT_REFERENCE.exec(debit.reference);
    if (!quoted) continue;
    const payout = await findPayoutForUpdate(trx, Number(quoted[1]));
    if (!payout || payout.amountCents !== debit.amountCents) continue;
    if (payout.status !== 'queued' && payout.status !== 'sent') continue;
    const bankReference = paymentReferenceOf(debit);
    await markPayout(
      trx,
      { id: payout.id, status: 'settled', reference: bankReference },
      { ...by, bankTransactionId: debit.id },
    );
    settled.push({
      transactionId: debit.id,
      payoutId: payout.id,
      reference: `PO-${payout.id}`,
      amountCents: payout.amountCents,
      bankReference,
      developerName: `${payout.developerFirstName} ${payout.developerLastName}`.trim(),
    });
  }
  return settled;
}
