import type { PayoutBatchRecord } from '@talanta/db';
import type { TPayoutFile, TPayoutFileFormat, TPlatformBankAccount } from '@talanta/schema';
import { buildMpesaBulkCsv } from './files/mpesa-bulk-csv';
import { buildPain001 } from './files/pain001';
import type { TPayoutFileAccount, TPayoutFileBatch, TPayoutFileItem } from './files/payout-file-batch';
import type { PayoutDetailsCipher } from './payout-details-cipher';

/** Which file each kind of payout goes in; UPI has no bulk file here and is paid by hand (ADR 0041). */
export const FILE_OF_METHOD = {
  bank_in: 'pain.001',
  bank_intl: 'pain.001',
  mpesa: 'mpesa-csv',
  upi: null,
} as const satisfies Record<string, TPayoutFileFormat | null>;

export function filesOfBatch(batch: Pick<PayoutBatchRecord, 'payouts'>): TPayoutFileFormat[] {
  const formats = new Set(batch.payouts.map((payout) => FILE_OF_METHOD[payout.methodType]));
  return (['pain.001', 'mpesa-csv'] as const).filter((format) => formats.has(format));
}

/** The account the details sealed for a payout name, in the shape the file builders take. */
function accountOf(type: keyof typeof FILE_OF_METHOD, details: Record<string, string>): TPayoutFileAccount {
  if (type === 'mpesa' && details.phoneNumber) return { mpesaPhone: details.phoneNumber };
  if (type === 'bank_in' && details.accountNumber && details.ifsc)
    return { accountNumber: details.accountNumber, ifsc: details.ifsc };
  if (type === 'bank_intl' && details.iban)
    return details.bic ? { iban: details.iban, bic: details.bic } : { iban: details.iban };
  if (type === 'bank_intl' && details.accountNumber && details.bic)
    return { accountNumber: details.accountNumber, bic: details.bic };
  throw new Error(`the sealed ${type} payout details are incomplete`);
}

/** Talanta's US dollar account the bank payouts are paid from: the first with usage 'payout' and a BIC. */
export function payoutDebtor(accounts: readonly TPlatformBankAccount[]): TPayoutFileBatch['debtor'] | null {
  const account = accounts.find(
    (candidate) =>
      candidate.usage.includes('payout') &&
      candidate.currency === 'USD' &&
      candidate.bic &&
      (candidate.iban || candidate.accountNumber),
  );
  if (!account?.bic) return null;
  const base = { name: account.accountName, bic: account.bic, currency: account.currency };
  if (account.iban) return { ...base, iban: account.iban };
  if (account.accountNumber) return { ...base, accountNumber: account.accountNumber };
  return null;
}

/**
 * The batch's file in `format`, made from the batch as stored (the same bytes every time); null
 * when no payout of the batch goes in it; 'no payout account' when the settings name no account
 * to pay bank transfers from.
 */
export function buildPayoutFile(
  batch: PayoutBatchRecord,
  format: TPayoutFileFormat,
  context: { cipher: PayoutDetailsCipher; debtor: TPayoutFileBatch['debtor'] | null },
): TPayoutFile | null | 'no payout account' {
  const payouts: TPayoutFileItem[] = batch.payouts
    .filter((payout) => FILE_OF_METHOD[payout.methodType] === format)
    .map((payout) => ({
      id: payout.id,
      amountCents: payout.amountCents,
      currency: 'USD',
      holderName: payout.holderName,
      account: accountOf(payout.methodType, context.cipher.open(payout.detailsEncrypted)),
    }));
  if (payouts.length === 0) return null;
  if (format === 'mpesa-csv') {
    if (!batch.kesRateMicro) throw new Error(`batch ${batch.number} holds M-Pesa payouts without a KES rate`);
    return {
      filename: `${batch.number}-mpesa.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: buildMpesaBulkCsv({ number: batch.number, payouts }, BigInt(batch.kesRateMicro)),
    };
  }
  if (!context.debtor) return 'no payout account';
  return {
    filename: `${batch.number}.xml`,
    contentType: 'application/xml; charset=utf-8',
    content: buildPain001({
      number: batch.number,
      createdAt: batch.createdAt,
      debtor: context.debtor,
      payouts,
    }),
  };
}
