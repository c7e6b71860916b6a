import { formatUsd, groupThousands, type TBankUnmatchedReason } from '@talanta/schema';

/** A bank amount in its own currency: "$1,234.50", or "EUR 60.00" for the others. */
export function formatBankAmount(cents: number, currency: string): string {
  if (currency === 'USD') return formatUsd(cents);
  const remainder = cents % 100;
  return `${currency} ${groupThousands((cents - remainder) / 100)}.${String(remainder).padStart(2, '0')}`;
}

/** Why a transaction was not matched, as the admin reads it. */
export const UNMATCHED_REASON_TEXT: Record<TBankUnmatchedReason, string> = {
  no_reference: 'No invoice number in the reference',
  several_invoices: 'Quotes several invoice numbers',
  unknown_invoice: 'Quotes an invoice number that does not exist',
  currency: 'Not in US dollars',
  reversal: 'A reversal by the bank',
  no_payout_reference: 'Money paid out that quotes no payout (PO-…): bank charges, a transfer?',
  unknown_payout: 'Quotes a payout that does not exist',
  payout_amount: 'Not the amount of the payout it quotes',
  payout_closed: 'Quotes a payout already settled or failed',
};

/** A debit is money leaving the account: shown with a minus sign. */
export function formatSignedBankAmount(direction: 'credit' | 'debit', cents: number, currency: string) {
  return `${direction === 'debit' ? '−' : ''}${formatBankAmount(cents, currency)}`;
}
