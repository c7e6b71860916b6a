import type { PayoutRecord } from '@talanta/db';
import type { TAdminPayout, TPayout } from '@talanta/schema';
import { payoutReference } from '../../payments/files/payout-file-batch';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A payout as its developer sees it: the method masked, never the sealed details. */
export function toPayout(record: PayoutRecord): TPayout {
  return {
    id: record.id,
    reference: payoutReference(record.id),
    batchId: record.batchId,
    batchNumber: record.batchNumber,
    amountCents: record.amountCents,
    currency: 'USD',
    localAmount:
      record.localCurrency && record.localAmount !== null
        ? { currency: record.localCurrency, amount: Number(record.localAmount) }
        : null,
    method: { type: record.methodType, holderName: record.holderName, masked: record.methodMasked },
    status: record.status,
    bankReference: record.reference,
    failureReason: record.failureReason,
    createdAt: record.createdAt.toISOString(),
    sentAt: iso(record.sentAt),
    settledAt: iso(record.settledAt),
    failedAt: iso(record.failedAt),
  };
}

export function toAdminPayout(record: PayoutRecord): TAdminPayout {
  return {
    ...toPayout(record),
    developer: {
      id: record.developerId,
      name: `${record.developerFirstName} ${record.developerLastName}`.trim(),
    },
  };
}
