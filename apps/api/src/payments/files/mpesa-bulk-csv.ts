import { MPESA_MAX_KES, usdCentsToShillings } from '@talanta/schema';
import {
  payoutAmount,
  payoutReference,
  type TPayoutFileBatch,
  type TPayoutFileItem,
} from './payout-file-batch';

/**
 * The M-Pesa payouts of a batch as a bulk-payment CSV (ADR 0037). Safaricom's Business Portal
 * template is not public, so the columns are named after the B2C request's fields (Daraja
 * `PartyB`, `Amount`, `Remarks`, `Occasion`) plus the recipient's name; this header is the one
 * line to change once the portal's own template is seen. UTF-8 without BOM, CRLF line ends
 * (RFC 4180), cells a spreadsheet would run as a formula are defused.
 */

export const MPESA_BULK_CSV_HEADER = ['PartyB', 'Amount', 'Name', 'Remarks', 'Occasion'] as const;
/** B2C's largest single payment, in shillings (the schema's rule, which batches apply first). */
export const MPESA_B2C_MAX_KES = BigInt(MPESA_MAX_KES);
/** Daraja's Remarks and Occasion are at most 100 characters. */
const MAX_REMARK = 100;

/** RFC 4180 quoting, after prefixing a cell that starts like a formula (= + - @, tab, CR) with '. */
export function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/** PartyB: the MSISDN without the plus (2547XXXXXXXX), from the stored E.164 number. */
function partyB(payout: TPayoutFileItem): string {
  const { account } = payout;
  if (!('mpesaPhone' in account) || !/^\+254[17]\d{8}$/.test(account.mpesaPhone)) {
    throw new RangeError(`Payout ${payoutReference(payout.id)} has no Kenyan M-Pesa number`);
  }
  return account.mpesaPhone.slice(1);
}

const cut = (value: string) => [...value].slice(0, MAX_REMARK).join('');

export function buildMpesaBulkCsv(
  batch: Pick<TPayoutFileBatch, 'number' | 'payouts'>,
  kesRateMicro: bigint,
): string {
  if (kesRateMicro <= 0n) throw new RangeError('The KES rate must be above zero');
  if (batch.payouts.length === 0) throw new RangeError('An M-Pesa file needs at least one payout');
  const rows = [...batch.payouts]
    .sort((a, b) => a.id - b.id)
    .map((payout) => {
      if (payout.currency !== 'USD') {
        throw new RangeError(
          `Payout ${payoutReference(payout.id)} is in ${payout.currency}: M-Pesa payouts are owed in USD`,
        );
      }
      const shillings = usdCentsToShillings(payoutAmount(payout), kesRateMicro);
      if (shillings > MPESA_B2C_MAX_KES) {
        throw new RangeError(
          `Payout ${payoutReference(payout.id)} is above KES 250,000: it goes to a bank account`,
        );
      }
      return [
        partyB(payout),
        String(shillings),
        payout.holderName,
        cut(`Talanta payout ${payoutReference(payout.id)}`),
        cut(batch.number),
      ];
    });
  return [MPESA_BULK_CSV_HEADER, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
