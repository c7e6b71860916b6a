import { maskPayoutMethod, payoutAccountDetails, type TPayoutMethodInput } from '@talanta/schema';
import { savePayoutMethod } from '../queries/payout-method';
import { idOf, type SeedClock, type SeedTrx } from './support';

/** Where the demo developers are paid: set weeks ago, so their holds ended and a batch can pay them. */
const DEMO_PAYOUT_METHODS: { email: string; method: TPayoutMethodInput }[] = [
  {
    email: 'developer@talanta.dev',
    // A month of his hours is above what one M-Pesa payment may carry: he is paid to his bank.
    method: {
      type: 'bank_intl',
      holderName: 'Brian Otieno',
      accountNumber: '0180291234567',
      bic: 'EQBLKENA',
    },
  },
  {
    email: 'priya@talanta.dev',
    method: {
      type: 'bank_in',
      holderName: 'Priya Sharma',
      accountNumber: '50100234567891',
      ifsc: 'HDFC0000001',
    },
  },
];

/**
 * The demo developers' payout methods. The details are sealed by the API's cipher (its key never
 * reaches this package), so the API passes `seal`; without it the demo has no methods.
 */
export async function insertPayoutMethods(
  trx: SeedTrx,
  clock: SeedClock,
  userIds: ReadonlyMap<string, number>,
  seal: (details: Record<string, string>) => string,
): Promise<void> {
  for (const { email, method } of DEMO_PAYOUT_METHODS) {
    await savePayoutMethod(trx, {
      developerId: idOf(userIds, email),
      type: method.type,
      holderName: method.holderName,
      detailsEncrypted: seal(payoutAccountDetails(method)),
      masked: maskPayoutMethod(method),
      changedAt: clock.daysAgo(30),
      heldUntil: clock.daysAgo(29),
    });
  }
}
