import { formatUsd, groupThousands, type TBankUnmatchedReason } from '@talanta/schema';

/** A bank amount in its own currency: "$1,234.50", or "EUR 60.00" for the others. */
export function formatBankAmount(cents: number, currency: string): string {
  if (currency === 'USD') return formatUsd(cents);
  const remainder = cents % 100;
  return `${currency} ${groupThousands((cents - remainder) / 100)}.${String(remainder).padStart(2, '0')}`;
}

/** Why a credit was not matched, as the admin reads it. */
export const UNMATCHED_REASON_TEXT: Record<TBankUnmatchedReason, string> = {
  no_reference: 'No invoice number in the reference',
  several_invoices: 'Quotes several invoice numbers',
  unknown_invoice: 'Quotes an invoice number that does not exist',
  currency: 'Not in US dollars',
  reversal: 'A reversal by the bank',
};
