/**
 * What the payout files are built from (ADR 0037): a batch as the payout tables hold it, with
 * each payout's account decrypted. The file builders take nothing from the database themselves,
 * so the same batch gives the same bytes every time.
 */

/** Where a payout goes: an IBAN (its bank's BIC optional), an account with the bank's BIC or IFSC, or an M-Pesa line. */
export type TPayoutFileAccount =
  | { iban: string; bic?: string }
  | { accountNumber: string; bic: string }
  | { accountNumber: string; ifsc: string }
  | { mpesaPhone: string };

export interface TPayoutFileItem {
  /** The payout's id: the end-to-end reference is `PO-{id}`. */
  id: number;
  /** In the minor unit of `currency` (cents, paise). */
  amountCents: number;
  currency: string;
  holderName: string;
  account: TPayoutFileAccount;
}

export interface TPayoutFileBatch {
  /** `PB-2026-000001`: the file's message id, so a bank refuses a second upload of it. */
  number: string;
  createdAt: Date;
  /** Talanta's account the transfers are paid from. */
  debtor: { name: string; bic: string; currency: string } & ({ iban: string } | { accountNumber: string });
  payouts: readonly TPayoutFileItem[];
}

/** The end-to-end reference of a payout, quoted back on the bank statement. */
export const payoutReference = (id: number): string => `PO-${id}`;

/** Integer minor units as exact decimal text with two places ("1234" → "12.34"), never through floats. */
export function minorUnitsToDecimal(amount: bigint): string {
  const sign = amount < 0n ? '-' : '';
  const magnitude = amount < 0n ? -amount : amount;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** A payout amount checked to be a positive whole number of minor units. */
export function payoutAmount(payout: TPayoutFileItem): bigint {
  if (!Number.isSafeInteger(payout.amountCents) || payout.amountCents <= 0) {
    throw new RangeError(
      `Payout ${payoutReference(payout.id)}: the amount must be a positive whole number of cents`,
    );
  }
  return BigInt(payout.amountCents);
}
