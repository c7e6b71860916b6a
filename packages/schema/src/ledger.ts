import { z } from 'zod';
import { ZId } from './fields';

/**
 * The ledger as admins read it (issue 39, ADR 0034): balances per account (debit positive, credit
 * negative; they sum to 0) and the journal entries, newest first.
 */

export const LEDGER_LIMITS = { pageDefault: 50, pageMax: 200 } as const;

export const LEDGER_MESSAGES = {
  limit: `Limit must be a whole number from 1 to ${LEDGER_LIMITS.pageMax}`,
  cursor: 'Cursor must be the nextCursor of a previous page (an entry id)',
} as const;

export const ZLedgerBalancesInput = z.object({
  /** One client's or developer's sub-ledger. */
  partyId: ZId.optional(),
});

export const ZLedgerBalance = z.object({
  account: z.string(),
  name: z.string(),
  kind: z.enum(['asset', 'liability', 'revenue', 'expense']),
  balanceCents: z.number().int(),
});
export type TLedgerBalance = z.infer<typeof ZLedgerBalance>;

export const ZLedgerEntriesInput = z.object({
  invoiceId: ZId.optional(),
  limit: z.coerce
    .number<number>({ error: LEDGER_MESSAGES.limit })
    .int(LEDGER_MESSAGES.limit)
    .min(1, LEDGER_MESSAGES.limit)
    .max(LEDGER_LIMITS.pageMax, LEDGER_MESSAGES.limit)
    .default(LEDGER_LIMITS.pageDefault),
  cursor: z.coerce
    .number<number>({ error: LEDGER_MESSAGES.cursor })
    .int(LEDGER_MESSAGES.cursor)
    .positive(LEDGER_MESSAGES.cursor)
    .max(2_147_483_647, LEDGER_MESSAGES.cursor)
    .optional(),
});
export type TLedgerEntriesInput = z.input<typeof ZLedgerEntriesInput>;

const dateTime = z.string().meta({ format: 'date-time' });

export const ZLedgerEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The business date: the issue date, the payment's value date. */
  occurredAt: dateTime,
  createdAt: dateTime,
  createdBy: z.number().int().nullable(),
  memo: z.string(),
  refs: z.object({
    invoiceId: z.number().int().nullable(),
    creditNoteId: z.number().int().nullable(),
    bankTransactionId: z.number().int().nullable(),
    payoutId: z.number().int().nullable(),
  }),
  /** Debit > 0, credit < 0; they sum to 0. */
  lines: z.array(
    z.object({ account: z.string(), partyId: z.number().int().nullable(), amountCents: z.number().int() }),
  ),
});

export const ZLedgerEntriesPage = z.object({
  entries: z.array(ZLedgerEntry),
  total: z.number().int(),
  /** The cursor of the next page; null on the last. */
  nextCursor: z.number().int().nullable(),
});
