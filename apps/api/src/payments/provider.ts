/**
 * The one interface every payment provider adapts to (docs/payments.md). An adapter talks to the
 * outside world and says what happened; it never opens a transaction or writes a row: the
 * procedures own the database writes. Only bank transfer exists; card, M-Pesa and RazorpayX are
 * designed in docs/payments.md and not built.
 */
export type TProviderName = 'bank_transfer' | 'card' | 'mpesa' | 'razorpayx';

/** What a provider says about one operation. `unknown` means "ask again", never "send again". */
export type TProviderOutcome =
  | { status: 'succeeded'; providerReference: string; settledAt: Date }
  | { status: 'pending'; providerReference: string | null }
  | { status: 'failed'; reason: string }
  | { status: 'unknown'; reason: string };

export interface TChargeRequest {
  invoiceId: number;
  invoiceNumber: string;
  amountCents: number;
  idempotencyKey: string;
  returnUrl: string;
}

/** subjectId: the invoice (recordPayment) or the payout (recordPayout); reference: the bank's. */
export type TManualRecord = { subjectId: number; reference: string; paidAt: Date; amountCents: number };

export interface TPayoutRequest {
  payoutId: number;
  recipient: { providerRecipientId: string; name: string };
  amountCents: number;
  localAmountMinor: number | null;
  currency: 'USD' | 'KES' | 'INR';
  idempotencyKey: string;
}

export interface TProviderEvent {
  eventId: string;
  kind: 'charge' | 'refund' | 'payout';
  providerReference: string;
  outcome: TProviderOutcome;
}

export interface PaymentProvider {
  readonly name: TProviderName;
  /** Starts a client payment: a hosted page to send the client to, or none (bank transfer). */
  createCharge(request: TChargeRequest): Promise<{ redirectUrl: string | null; outcome: TProviderOutcome }>;
  /** Checks a payment an admin reports (bank transfer: the reference and date as given). */
  recordPayment(record: TManualRecord): Promise<TProviderOutcome>;
  refund(request: {
    paymentReference: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<TProviderOutcome>;
  payout(request: TPayoutRequest): Promise<TProviderOutcome>;
  /** Manual providers only: an admin sent the payout by hand and gives the bank's reference. */
  recordPayout(record: TManualRecord): Promise<TProviderOutcome>;
  checkStatus(query: {
    kind: TProviderEvent['kind'];
    idempotencyKey: string;
    providerReference: string | null;
  }): Promise<TProviderOutcome>;
  /** Verifies a webhook's signature (or origin) and reads its events; throws on a forgery. */
  parseWebhook(input: { headers: Record<string, string>; rawBody: Buffer }): Promise<TProviderEvent[]>;
}

/** What a provider answers for something it cannot do, so callers treat every provider alike. */
export const UNSUPPORTED: TProviderOutcome = { status: 'failed', reason: 'unsupported' };
