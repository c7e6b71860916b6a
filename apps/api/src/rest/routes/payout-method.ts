import type { RestRoute } from '../route';

const TAG = 'Payout';

export const payoutMethodRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/payout-method',
    procedure: 'payoutMethod.get',
    tag: TAG,
    summary: 'The developer’s payout method, masked (never the full account); null before one is set',
  },
  {
    method: 'PUT',
    path: '/payout-method',
    procedure: 'payoutMethod.set',
    tag: TAG,
    summary:
      'Set where the developer is paid `{ type: mpesa | bank_in | upi | bank_intl, holderName, …, password }`: mpesa `{ phoneNumber }`, bank_in `{ accountNumber, ifsc }`, upi `{ vpa }`, bank_intl `{ iban, bic? }` or `{ accountNumber, bic }`. From a signed-in session only (an API token gets 403), with the password; payouts to a changed method wait 24 hours and the developer is emailed',
    example: {
      type: 'mpesa',
      holderName: 'Wanjiku Kamau',
      phoneNumber: '+254712345678',
      password: 'correct horse battery staple',
    },
  },
];
