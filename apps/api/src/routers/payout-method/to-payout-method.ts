import type { PayoutMethodRecord } from '@talanta/db';
import type { TPayoutMethod } from '@talanta/schema';

/** The stored method as its developer sees it: masked, never the sealed details. */
export function toPayoutMethod(record: PayoutMethodRecord | undefined): TPayoutMethod {
  if (!record) return null;
  return {
    type: record.type,
    holderName: record.holderName,
    masked: record.masked,
    changedAt: record.changedAt.toISOString(),
    heldUntil: record.heldUntil.toISOString(),
  };
}
