import { type Executor, findPayoutForUpdate, setBankTransactionOutcome } from '@talanta/db';
import type { TBankImportItem, TBankUnmatchedReason, TSettledPayout } from '@talanta/schema';
import { markPayout } from '../mark-payout';
import { paymentReferenceOf } from './match-receipts';
import type { StatementTransaction } from './statement-types';

/** `PO-123`: the end-to-end id every payout file gives a payout, which the bank quotes back. */
const PAYOUT_REFERENCE = /\bPO-(\d{1,9})\b/i;

type Debit = StatementTransaction & { id: number; dedupeKey: string };

/**
 * A debit of the bank's statement quoting a payout's reference, for its exact amount in US dollars,
 * is that payout leaving the bank: a queued or sent payout is marked settled with the bank's
 * reference, as an admin would (the same postings, notice and audit), and the debit stays
 * `not_applicable`. Every other debit (bank charges, another amount, a payout already settled or
 * failed, a reversal) waits `unmatched` with its reason, for an admin to read and dismiss (ADR 0053).
 */
export async function settlePayoutsFromDebits(
  trx: Executor,
  debits: Debit[],
  by: { id: number; email: string; origin: string },
): Promise<{ payoutsSettled: TSettledPayout[]; unmatched: TBankImportItem[] }> {
  const payoutsSettled: TSettledPayout[] = [];
  const unmatched: TBankImportItem[] = [];
  for (const debit of debits) {
    const outcome = await settlePayoutFromDebit(trx, debit, by);
    if ('payoutId' in outcome) {
      payoutsSettled.push(outcome);
      continue;
    }
    await setBankTransactionOutcome(trx, debit.id, { status: 'unmatched', reason: outcome.reason });
    unmatched.push({
      transactionId: debit.id,
      direction: 'debit',
      amountCents: debit.amountCents,
      currency: debit.currency,
      reference: debit.reference,
      payerName: debit.payerName,
      reason: outcome.reason,
    });
  }
  return { payoutsSettled, unmatched };
}

async function settlePayoutFromDebit(
  trx: Executor,
  debit: Debit,
  by: { id: number; email: string; origin: string },
): Promise<TSettledPayout | { reason: TBankUnmatchedReason }> {
  if (debit.reversal) return { reason: 'reversal' };
  if (debit.currency !== 'USD') return { reason: 'currency' };
  const quoted = PAYOUT_REFERENCE.exec(debit.endToEndId ?? '') ?? PAYOUT_REFERENCE.exec(debit.reference);
  if (!quoted) return { reason: 'no_payout_reference' };
  const payout = await findPayoutForUpdate(trx, Number(quoted[1]));
  if (!payout) return { reason: 'unknown_payout' };
  if (payout.amountCents !== debit.amountCents) return { reason: 'payout_amount' };
  if (payout.status !== 'queued' && payout.status !== 'sent') return { reason: 'payout_closed' };
  const bankReference = paymentReferenceOf(debit);
  await markPayout(
    trx,
    { id: payout.id, status: 'settled', reference: bankReference },
    { ...by, bankTransactionId: debit.id },
  );
  return {
    transactionId: debit.id,
    payoutId: payout.id,
    reference: `PO-${payout.id}`,
    amountCents: payout.amountCents,
    bankReference,
    developerName: `${payout.developerFirstName} ${payout.developerLastName}`.trim(),
  };
}
