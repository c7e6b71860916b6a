import { z } from 'zod';
import { text, ZId } from './fields';
import { PAYOUT_METHOD_TYPES } from './payout-formats';

/**
 * Payout batches and payouts (issue 39, ADR 0041): an admin batches what Talanta owes developers,
 * downloads the bank's files (ISO 20022 pain.001 for bank accounts, an M-Pesa bulk CSV), and marks
 * each payout sent, settled or failed with the bank's reference. A developer sees their own.
 */

export const PAYOUT_STATUSES = ['queued', 'sent', 'settled', 'failed'] as const;
export type TPayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** The marks an admin gives; `queued` is where every payout starts. */
export const PAYOUT_MARKS = ['sent', 'settled', 'failed'] as const;
export const PAYOUT_FILE_FORMATS = ['pain.001', 'mpesa-csv'] as const;
export type TPayoutFileFormat = (typeof PAYOUT_FILE_FORMATS)[number];

export const PAYOUT_STATUS_LABELS: Record<TPayoutStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  settled: 'Paid out',
  failed: 'Failed',
};

/** From each state, the marks it may take (settled -> failed: the transfer came back). */
export const PAYOUT_MOVES: Record<TPayoutStatus, readonly TPayoutStatus[]> = {
  queued: ['sent', 'settled', 'failed'],
  sent: ['settled', 'failed'],
  settled: ['failed'],
  failed: [],
};

export const PAYOUT_LIMITS = {
  referenceMax: 100,
  reasonMax: 300,
  batchesDefault: 20,
  batchesMax: 100,
} as const;

export const PAYOUT_MESSAGES = {
  nothingPayable: 'Nothing is payable yet: no developer with a payout method is owed money',
  kesRate: 'Give the KES rate (shillings per US dollar, up to 4 decimals) for the M-Pesa payouts',
  batchNotFound: 'Payout batch not found',
  payoutNotFound: 'Payout not found',
  format: 'Format must be pain.001 or mpesa-csv',
  noPayoutsForFile: 'This batch has no payouts for that file',
  noPayoutAccount: "No account to pay from: add one with usage 'payout' and a BIC to PLATFORM_BANK_ACCOUNTS",
  status: 'Status must be sent, settled or failed',
  reference: `Give the bank’s reference (1-${PAYOUT_LIMITS.referenceMax} characters)`,
  reason: `Say why it failed in at most ${PAYOUT_LIMITS.reasonMax} characters`,
  move: (from: TPayoutStatus, to: TPayoutStatus) => `A ${from} payout cannot be marked ${to}`,
  otherReference: (status: TPayoutStatus) =>
    `This payout was already marked ${status} with another reference`,
} as const;

/** "129.5" shillings per dollar → 129_500_000 millionths; null when it is not a positive rate with up to 4 decimals. */
export function kesRateToMicro(rate: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(rate.trim());
  if (!match) return null;
  const micro = Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
  return micro > 0 ? micro : null;
}

/** B2C's largest single M-Pesa payment, in shillings (Safaricom's limit; to confirm with Safaricom). */
export const MPESA_MAX_KES = 250_000;

/**
 * Whole shillings for US cents at a rate in millionths of a shilling per dollar
 * (`cents × rateMicro / 10^8`), rounded half away from zero, in integers.
 */
export function usdCentsToShillings(usdCents: bigint, kesRateMicro: bigint): bigint {
  const numerator = usdCents * kesRateMicro;
  const divisor = 100_000_000n;
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return numerator < 0n ? -rounded : rounded;
}

/** Whether `usdCents` at the rate is more than one M-Pesa payment may carry. */
export function exceedsMpesaLimit(usdCents: number, kesRateMicro: number): boolean {
  return usdCentsToShillings(BigInt(usdCents), BigInt(kesRateMicro)) > BigInt(MPESA_MAX_KES);
}

/** 129_500_000 → "129.5". */
export function kesRateFromMicro(micro: number): string {
  const whole = Math.floor(micro / 1_000_000);
  const fraction = String(micro % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export const ZCreatePayoutBatchInput = z.object({
  kesRate: z
    .string({ error: PAYOUT_MESSAGES.kesRate })
    .refine((rate) => kesRateToMicro(rate) !== null, PAYOUT_MESSAGES.kesRate)
    .optional()
    .describe(
      'Shillings per US dollar from the funding bank’s quote (e.g. "129.5"); needed when an M-Pesa payout is in the batch',
    ),
});

export const ZPayoutBatchIdInput = z.object({ id: ZId });
export const ZPayoutBatchListInput = z.object({
  limit: z.coerce
    .number<number>()
    .int()
    .min(1)
    .max(PAYOUT_LIMITS.batchesMax)
    .default(PAYOUT_LIMITS.batchesDefault),
});

export const ZPayoutBatchFileInput = z.object({
  id: ZId,
  format: z.enum(PAYOUT_FILE_FORMATS, { error: PAYOUT_MESSAGES.format }),
});

export const ZUpdatePayoutInput = z.object({
  id: ZId,
  status: z.enum(PAYOUT_MARKS, { error: PAYOUT_MESSAGES.status }),
  reference: text(PAYOUT_MESSAGES.reference)
    .trim()
    .min(1, PAYOUT_MESSAGES.reference)
    .max(PAYOUT_LIMITS.referenceMax, PAYOUT_MESSAGES.reference),
  reason: text(PAYOUT_MESSAGES.reason)
    .trim()
    .max(PAYOUT_LIMITS.reasonMax, PAYOUT_MESSAGES.reason)
    .optional()
    .describe('Why it failed (failed only): shown to the developer'),
});

/** A payout as its developer sees it; admins also get the developer. */
export const ZPayout = z.object({
  id: z.number().int(),
  /** `PO-{id}`: the end-to-end reference the bank quotes back. */
  reference: z.string(),
  batchId: z.number().int(),
  batchNumber: z.string(),
  amountCents: z.number().int(),
  currency: z.literal('USD'),
  /** What an M-Pesa payout sends, in whole shillings (M-Pesa moves no cents); null for the others (paid in US dollars). */
  localAmount: z.object({ currency: z.literal('KES'), amount: z.number().int() }).nullable(),
  method: z.object({ type: z.enum(PAYOUT_METHOD_TYPES), holderName: z.string(), masked: z.string() }),
  status: z.enum(PAYOUT_STATUSES),
  bankReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type TPayout = z.infer<typeof ZPayout>;

/** A person paid or owed; `id` is their user id (the ledger's accounts are kept per user). */
const payee = z.object({ id: z.number().int().describe("The developer's user id"), name: z.string() });

export const ZAdminPayout = ZPayout.extend({ developer: payee });
export type TAdminPayout = z.infer<typeof ZAdminPayout>;

export const ZPayoutBatch = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  kesRate: z.string().nullable(),
  totalCents: z.number().int(),
  payouts: z.array(ZAdminPayout),
  /** Which files the batch has payouts for: bank accounts (pain.001) and M-Pesa (CSV); UPI is paid by hand. */
  files: z.array(z.enum(PAYOUT_FILE_FORMATS)),
});
export type TPayoutBatch = z.infer<typeof ZPayoutBatch>;

export const PAYOUT_SKIP_REASONS = ['no_method', 'held', 'over_mpesa_limit'] as const;

/** What is owed to one developer now: ready for a batch, or why not. */
export const ZPayableDeveloper = z.object({
  developer: payee,
  amountCents: z.number().int(),
  method: z.object({ type: z.enum(PAYOUT_METHOD_TYPES), masked: z.string() }).nullable(),
  /**
   * ready; no_method: they have not said where to be paid; held: their method changed in the last
   * day; over_mpesa_limit: more than one M-Pesa payment may carry (KES 250,000): they need a bank account.
   */
  state: z.enum(['ready', ...PAYOUT_SKIP_REASONS]),
  heldUntil: z.string().nullable(),
});
export type TPayableDeveloper = z.infer<typeof ZPayableDeveloper>;

export const ZCreatedPayoutBatch = ZPayoutBatch.extend({
  /** Developers owed money who were left out, and why. */
  skipped: z.array(ZPayableDeveloper),
});

export const ZPayoutFile = z.object({ filename: z.string(), contentType: z.string(), content: z.string() });
export type TPayoutFile = z.infer<typeof ZPayoutFile>;
