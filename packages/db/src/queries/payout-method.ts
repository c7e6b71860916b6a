import type { PayoutMethodType } from '../payout-types';
import type { Executor } from './executor';

/** A developer's current payout method, as stored: the details still encrypted. */
export function findPayoutMethod(db: Executor, developerId: number) {
  return db
    .selectFrom('payoutMethods')
    .select(['type', 'holderName', 'detailsEncrypted', 'masked', 'changedAt', 'heldUntil'])
    .where('developerId', '=', developerId)
    .executeTakeFirst();
}

export type PayoutMethodRecord = NonNullable<Awaited<ReturnType<typeof findPayoutMethod>>>;

/**
 * Replaces the developer's payout method (one current method each): the upsert settles two saves at
 * once, the later one winning, and each save starts the hold again.
 */
export async function savePayoutMethod(
  db: Executor,
  method: {
    developerId: number;
    type: PayoutMethodType;
    holderName: string;
    detailsEncrypted: string;
    masked: string;
    changedAt: Date;
    heldUntil: Date;
  },
): Promise<PayoutMethodRecord> {
  const { developerId, ...fields } = method;
  return db
    .insertInto('payoutMethods')
    .values(method)
    .onConflict((conflict) => conflict.column('developerId').doUpdateSet(fields))
    .returning(['type', 'holderName', 'detailsEncrypted', 'masked', 'changedAt', 'heldUntil'])
    .executeTakeFirstOrThrow();
}
