import { XMLBuilder } from 'fast-xml-parser';
import {
  minorUnitsToDecimal,
  payoutAmount,
  payoutReference,
  type TPayoutFileBatch,
  type TPayoutFileItem,
} from './payout-file-batch';

/**
 * An ISO 20022 customer credit transfer initiation, pain.001.001.09 (ADR 0037), for the bank
 * payouts of a batch: one payment information block per currency, each payout a transaction with
 * the end-to-end id `PO-{id}`. Elements are written in the XSD's sequence; amounts are decimal
 * text made from integer minor units; names go through the builder's escaping. The same batch
 * gives the same bytes (creation time = the batch's), so a bank refuses a second upload as a
 * duplicate message id.
 */

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';
/** Max35Text: MsgId, PmtInfId, InstrId, EndToEndId. */
const MAX_ID = 35;
/** Max140Text: names and unstructured remittance. */
const MAX_TEXT = 140;
/** Clearing system of Indian Financial System Codes (ExternalClearingSystemIdentification1Code). */
export const IFSC_CLEARING_SYSTEM = 'INFSC';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  processEntities: true,
});

function id(value: string, what: string): string {
  if (value.length === 0 || value.length > MAX_ID)
    throw new RangeError(`${what} must be 1 to ${MAX_ID} characters`);
  return value;
}

const text140 = (value: string) => [...value].slice(0, MAX_TEXT).join('');

/** ISODateTime without fractions, UTC. */
const isoDateTime = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

const sumOf = (payouts: readonly TPayoutFileItem[]) =>
  payouts.reduce((sum, payout) => sum + payoutAmount(payout), 0n);

function creditorAccount(payout: TPayoutFileItem) {
  const { account } = payout;
  if ('mpesaPhone' in account) {
    throw new RangeError(
      `Payout ${payoutReference(payout.id)} goes to M-Pesa: it belongs in the M-Pesa file`,
    );
  }
  if ('iban' in account) {
    return {
      agent: account.bic ? { FinInstnId: { BICFI: account.bic } } : undefined,
      id: { IBAN: account.iban },
    };
  }
  const agent =
    'ifsc' in account
      ? { FinInstnId: { ClrSysMmbId: { ClrSysId: { Cd: IFSC_CLEARING_SYSTEM }, MmbId: account.ifsc } } }
      : { FinInstnId: { BICFI: account.bic } };
  return { agent, id: { Othr: { Id: account.accountNumber } } };
}

function transaction(payout: TPayoutFileItem) {
  const reference = payoutReference(payout.id);
  const { agent, id: accountId } = creditorAccount(payout);
  return {
    PmtId: { InstrId: id(reference, 'InstrId'), EndToEndId: id(reference, 'EndToEndId') },
    Amt: { InstdAmt: { '@_Ccy': payout.currency, '#text': minorUnitsToDecimal(payoutAmount(payout)) } },
    // Optional elements are left out, not written empty: the builder drops undefined keys.
    CdtrAgt: agent,
    Cdtr: { Nm: text140(payout.holderName) },
    CdtrAcct: { Id: accountId },
    RmtInf: { Ustrd: text140(`Talanta payout ${reference}`) },
  };
}

export function buildPain001(batch: TPayoutFileBatch): string {
  if (batch.payouts.length === 0) throw new RangeError('A pain.001 file needs at least one payout');
  const { debtor } = batch;
  const byCurrency = new Map<string, TPayoutFileItem[]>();
  for (const payout of [...batch.payouts].sort((a, b) => a.id - b.id)) {
    byCurrency.set(payout.currency, [...(byCurrency.get(payout.currency) ?? []), payout]);
  }
  const currencies = [...byCurrency.keys()].sort();
  const document = {
    Document: {
      '@_xmlns': PAIN001_NAMESPACE,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: id(batch.number, 'MsgId'),
          CreDtTm: isoDateTime(batch.createdAt),
          NbOfTxs: String(batch.payouts.length),
          CtrlSum: minorUnitsToDecimal(sumOf(batch.payouts)),
          InitgPty: { Nm: text140(debtor.name) },
        },
        PmtInf: currencies.map((currency) => {
          const payouts = byCurrency.get(currency) ?? [];
          return {
            PmtInfId: id(`${batch.number}-${currency}`, 'PmtInfId'),
            PmtMtd: 'TRF',
            NbOfTxs: String(payouts.length),
            CtrlSum: minorUnitsToDecimal(sumOf(payouts)),
            ReqdExctnDt: { Dt: batch.createdAt.toISOString().slice(0, 10) },
            Dbtr: { Nm: text140(debtor.name) },
            DbtrAcct: {
              Id: 'iban' in debtor ? { IBAN: debtor.iban } : { Othr: { Id: debtor.accountNumber } },
              Ccy: debtor.currency,
            },
            DbtrAgt: { FinInstnId: { BICFI: debtor.bic } },
            // Talanta bears the transfer fees (docs/payments.md): the developer gets the full amount.
            ChrgBr: 'DEBT',
            CdtTrfTxInf: payouts.map(transaction),
          };
        }),
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(document)}`;
}
