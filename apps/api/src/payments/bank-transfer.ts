import { type PaymentProvider, type TManualRecord, type TProviderOutcome, UNSUPPORTED } from './provider';

/**
 * Bank transfer: the client pays into Talanta's account quoting the invoice number, and an admin
 * records what the bank statement shows. Nothing is charged or sent by the app, so the adapter
 * only confirms manual records; it has no webhooks and no API refunds.
 */
function recorded(record: TManualRecord): TProviderOutcome {
  return { status: 'succeeded', providerReference: record.reference, settledAt: record.paidAt };
}

export const bankTransferProvider: PaymentProvider = {
  name: 'bank_transfer',
  createCharge: async () => ({ redirectUrl: null, outcome: { status: 'pending', providerReference: null } }),
  recordPayment: async (record) => recorded(record),
  refund: async () => UNSUPPORTED,
  // Waiting for the admin's transfer, which recordPayout then confirms.
  payout: async () => ({ status: 'pending', providerReference: null }),
  recordPayout: async (record) => recorded(record),
  checkStatus: async ({ providerReference }) =>
    providerReference ? { status: 'pending', providerReference } : UNSUPPORTED,
  parseWebhook: async () => {
    throw new Error('bank transfer has no webhooks');
  },
};
