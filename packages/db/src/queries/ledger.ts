import { amountForMinutes } from '@talanta/schema';
import { sql } from 'kysely';
import type { JournalEntryKind, LedgerAccountCode, LedgerAccountKind } from '../ledger-types';
import type { Executor } from './executor';

/**
 * The double-entry ledger (ADR 0034). Every money event posts one balanced entry in the
 * transaction that performs it; balances are sums of lines, never stored. Signs: debit > 0,
 * credit < 0. The database refuses an unbalanced or one-line entry at COMMIT; `postJournalEntry`
 * refuses it first, with a message naming the event.
 */

/** The chart, in the order the migration inserted it (assets, liabilities, revenue, expense). */
export const LEDGER_ACCOUNT_CODES = [
  'cash_bank',
  'client_receivable',
  'unapplied_cash',
  'client_credit',
  'developer_payable_pending',
  'developer_payable',
  'payouts_in_transit',
  'platform_fee_revenue',
  'trial_cost',
  'other_receipts',
] as const satisfies readonly LedgerAccountCode[];

export interface JournalLineInput {
  account: LedgerAccountCode;
  /** The client or developer of a sub-ledger line. */
  partyId?: number | null;
  /** Debit > 0, credit < 0. Zero lines (a 0 % fee) are left out. */
  amountCents: number;
}

export interface JournalEntryInput {
  kind: JournalEntryKind;
  occurredAt: Date;
  createdBy: number | null;
  invoiceId?: number | null;
  creditNoteId?: number | null;
  bankTransactionId?: number | null;
  payoutId?: number | null;
  memo: string;
  lines: JournalLineInput[];
}

/** Posts one entry; throws before writing anything when its lines do not balance. Returns its id. */
export async function postJournalEntry(trx: Executor, entry: JournalEntryInput): Promise<number> {
  const lines = entry.lines.filter((line) => line.amountCents !== 0);
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountCents))
      throw new Error(`${entry.kind}: ${line.amountCents} is not a whole number of cents`);
  }
  if (lines.length < 2)
    throw new Error(`${entry.kind}: a journal entry needs at least two non-zero lines, got ${lines.length}`);
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  if (sum !== 0) throw new Error(`${entry.kind}: journal lines must sum to 0 cents, got ${sum}`);

  const accounts = await trx
    .selectFrom('ledgerAccounts')
    .select(['id', 'code'])
    .where(
      'code',
      'in',
      lines.map((line) => line.account),
    )
    .execute();
  const idOf = new Map(accounts.map((account) => [account.code, account.id]));
  const { id } = await trx
    .insertInto('journalEntries')
    .values({
      kind: entry.kind,
      occurredAt: entry.occurredAt,
      createdBy: entry.createdBy,
      invoiceId: entry.invoiceId ?? null,
      creditNoteId: entry.creditNoteId ?? null,
      bankTransactionId: entry.bankTransactionId ?? null,
      payoutId: entry.payoutId ?? null,
      memo: entry.memo,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('journalLines')
    .values(
      lines.map((line) => {
        const accountId = idOf.get(line.account);
        if (accountId === undefined) throw new Error(`no ledger account ${line.account}`);
        return { entryId: id, accountId, partyId: line.partyId ?? null, amountCents: line.amountCents };
      }),
    )
    .execute();
  return id;
}

/** Developer shares summed per developer, in first-seen order (one ledger line each). */
export function sharesByDeveloper(lines: { developerId: number; amountCents: number }[]) {
  const byDeveloper = new Map<number, number>();
  for (const line of lines)
    byDeveloper.set(line.developerId, (byDeveloper.get(line.developerId) ?? 0) + line.amountCents);
  return [...byDeveloper].map(([developerId, amountCents]) => ({ developerId, amountCents }));
}

interface InvoicePosting {
  invoiceId: number;
  number: string;
  clientId: number;
  occurredAt: Date;
  createdBy: number | null;
}

/** Invoice issued: the client owes the total; the developers' shares wait for payment; the fee is earned. */
export function postInvoiceIssued(
  trx: Executor,
  invoice: InvoicePosting & {
    totalCents: number;
    feeCents: number;
    lines: { developerId: number; amountCents: number }[];
  },
): Promise<number | null> {
  if (invoice.totalCents === 0) return Promise.resolve(null);
  return postJournalEntry(trx, {
    kind: 'invoice_issued',
    occurredAt: invoice.occurredAt,
    createdBy: invoice.createdBy,
    invoiceId: invoice.invoiceId,
    memo: `Invoice ${invoice.number} issued`,
    lines: [
      { account: 'client_receivable', partyId: invoice.clientId, amountCents: invoice.totalCents },
      ...sharesByDeveloper(invoice.lines).map((share) => ({
        account: 'developer_payable_pending' as const,
        partyId: share.developerId,
        amountCents: -share.amountCents,
      })),
      { account: 'platform_fee_revenue', amountCents: -invoice.feeCents },
    ],
  });
}

/**
 * Money received for an invoice: what pays the balance leaves the receivable; anything beyond it
 * is the client's credit. `provider` 'client_credit' is the client's credit paying it instead of cash.
 */
export function postReceipt(
  trx: Executor,
  receipt: InvoicePosting & {
    appliedCents: number;
    overpaymentCents: number;
    reference: string;
    fromClientCredit: boolean;
    bankTransactionId?: number | null;
  },
): Promise<number> {
  const received = receipt.appliedCents + receipt.overpaymentCents;
  return postJournalEntry(trx, {
    kind: receipt.fromClientCredit
      ? 'credit_applied'
      : receipt.overpaymentCents > 0
        ? 'overpayment'
        : 'payment_matched',
    occurredAt: receipt.occurredAt,
    createdBy: receipt.createdBy,
    invoiceId: receipt.invoiceId,
    bankTransactionId: receipt.bankTransactionId ?? null,
    memo: `Payment ${receipt.reference} for invoice ${receipt.number}`,
    lines: [
      receipt.fromClientCredit
        ? { account: 'client_credit', partyId: receipt.clientId, amountCents: received }
        : { account: 'cash_bank', amountCents: received },
      { account: 'client_receivable', partyId: receipt.clientId, amountCents: -receipt.appliedCents },
      { account: 'client_credit', partyId: receipt.clientId, amountCents: -receipt.overpaymentCents },
    ],
  });
}

/** Invoice settled with money: each developer's still pending share becomes payable. */
export function postInvoiceSettled(
  trx: Executor,
  invoice: InvoicePosting & { shares: { developerId: number; amountCents: number }[] },
): Promise<number | null> {
  const shares = invoice.shares.filter((share) => share.amountCents !== 0);
  if (shares.length === 0) return Promise.resolve(null);
  return postJournalEntry(trx, {
    kind: 'invoice_settled',
    occurredAt: invoice.occurredAt,
    createdBy: invoice.createdBy,
    invoiceId: invoice.invoiceId,
    memo: `Invoice ${invoice.number} settled: developers' shares payable`,
    lines: shares.flatMap((share) => [
      {
        account: 'developer_payable_pending' as const,
        partyId: share.developerId,
        amountCents: share.amountCents,
      },
      { account: 'developer_payable' as const, partyId: share.developerId, amountCents: -share.amountCents },
    ]),
  });
}

/**
 * A credit note of `subtotal` (the credited lines) + `fee`: the part within the open balance
 * leaves the receivable, the rest (a paid invoice) becomes client credit; the fee is given back.
 * Correction: the developers' shares go too (from what still waits for payment, then from what
 * was already payable). Trial not a fit: Talanta bears the lines as trial cost and the developers'
 * shares become payable (they are still paid).
 */
export function postCreditNote(
  trx: Executor,
  note: InvoicePosting & {
    creditNoteId: number;
    creditNoteNumber: string;
    reason: 'trial_not_a_fit' | 'correction';
    feeCents: number;
    withinBalanceCents: number;
    lines: { developerId: number; amountCents: number }[];
    /** Each developer's share of this invoice still in developer_payable_pending. */
    pending: { developerId: number; amountCents: number }[];
  },
): Promise<number> {
  const shares = sharesByDeveloper(note.lines);
  const subtotal = shares.reduce((sum, share) => sum + share.amountCents, 0);
  const total = subtotal + note.feeCents;
  const developerLines = shares.flatMap((share): JournalLineInput[] => {
    const waiting =
      note.pending.find((pending) => pending.developerId === share.developerId)?.amountCents ?? 0;
    const fromPending = Math.min(share.amountCents, Math.max(waiting, 0));
    const partyId = share.developerId;
    return note.reason === 'correction'
      ? [
          { account: 'developer_payable_pending', partyId, amountCents: fromPending },
          { account: 'developer_payable', partyId, amountCents: share.amountCents - fromPending },
        ]
      : [
          { account: 'developer_payable_pending', partyId, amountCents: fromPending },
          { account: 'developer_payable', partyId, amountCents: -fromPending },
        ];
  });
  return postJournalEntry(trx, {
    kind: 'credit_note_issued',
    occurredAt: note.occurredAt,
    createdBy: note.createdBy,
    invoiceId: note.invoiceId,
    creditNoteId: note.creditNoteId,
    memo: `Credit note ${note.creditNoteNumber} for invoice ${note.number}`,
    lines: [
      { account: 'client_receivable', partyId: note.clientId, amountCents: -note.withinBalanceCents },
      { account: 'client_credit', partyId: note.clientId, amountCents: -(total - note.withinBalanceCents) },
      { account: 'platform_fee_revenue', amountCents: note.feeCents },
      ...(note.reason === 'trial_not_a_fit'
        ? [{ account: 'trial_cost' as const, amountCents: subtotal }]
        : []),
      ...developerLines,
    ],
  });
}

/** A developer's share of an invoice still waiting in developer_payable_pending (credit notes take theirs). */
export async function findPendingShares(trx: Executor, invoiceId: number) {
  const rows = await trx
    .selectFrom('journalLines')
    .innerJoin('journalEntries', 'journalEntries.id', 'journalLines.entryId')
    .innerJoin('ledgerAccounts', 'ledgerAccounts.id', 'journalLines.accountId')
    .select(['journalLines.partyId', (eb) => eb.fn.sum<string>('journalLines.amountCents').as('cents')])
    .where('journalEntries.invoiceId', '=', invoiceId)
    .where('ledgerAccounts.code', '=', 'developer_payable_pending')
    .groupBy('journalLines.partyId')
    .orderBy('journalLines.partyId')
    .execute();
  // Pending shares are credits (negative); settling debits them back to zero.
  return rows
    .map((row) => ({ developerId: row.partyId ?? 0, amountCents: -Number(row.cents) }))
    .filter((share) => share.developerId > 0 && share.amountCents > 0);
}

export interface LedgerBalance {
  account: LedgerAccountCode;
  name: string;
  kind: LedgerAccountKind;
  balanceCents: number;
}

/** Every account's balance (debit positive), all of them or one party's sub-ledger. They sum to 0. */
export async function findLedgerBalances(db: Executor, partyId?: number): Promise<LedgerBalance[]> {
  const rows = await db
    .selectFrom('ledgerAccounts')
    .leftJoin(
      (eb) => {
        let lines = eb
          .selectFrom('journalLines')
          .select(['accountId', (inner) => inner.fn.sum<string>('amountCents').as('cents')])
          .groupBy('accountId');
        if (partyId !== undefined) lines = lines.where('partyId', '=', partyId);
        return lines.as('sums');
      },
      (join) => join.onRef('sums.accountId', '=', 'ledgerAccounts.id'),
    )
    .select([
      'ledgerAccounts.code',
      'ledgerAccounts.name',
      'ledgerAccounts.kind',
      sql<string>`coalesce(sums.cents, 0)`.as('cents'),
    ])
    .orderBy('ledgerAccounts.id')
    .execute();
  return rows.map((row) => ({
    account: row.code,
    name: row.name,
    kind: row.kind,
    balanceCents: Number(row.cents),
  }));
}

export interface LedgerEntryFilter {
  invoiceId?: number | undefined;
  /** The id of the last entry of the previous page: the next page starts below it. */
  cursor?: number | undefined;
  limit: number;
}

/** Entries newest first, with their lines; `total` counts every entry the filter matches. */
export async function findLedgerEntries(db: Executor, filter: LedgerEntryFilter) {
  let query = db.selectFrom('journalEntries');
  if (filter.invoiceId !== undefined) query = query.where('invoiceId', '=', filter.invoiceId);
  const counted = await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  let page = query.select([
    'id',
    'kind',
    'occurredAt',
    'createdAt',
    'createdBy',
    'memo',
    'invoiceId',
    'creditNoteId',
    'bankTransactionId',
    'payoutId',
  ]);
  if (filter.cursor !== undefined) page = page.where('id', '<', filter.cursor);
  const entries = await page
    .orderBy('id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  const shown = entries.slice(0, filter.limit);
  const lines =
    shown.length === 0
      ? []
      : await db
          .selectFrom('journalLines')
          .innerJoin('ledgerAccounts', 'ledgerAccounts.id', 'journalLines.accountId')
          .select([
            'journalLines.entryId',
            'ledgerAccounts.code as account',
            'journalLines.partyId',
            'journalLines.amountCents',
          ])
          .where(
            'journalLines.entryId',
            'in',
            shown.map((entry) => entry.id),
          )
          .orderBy('journalLines.id')
          .execute();
  return {
    total: Number(counted.count),
    nextCursor: entries.length > filter.limit ? (shown.at(-1)?.id ?? null) : null,
    entries: shown.map((entry) => ({
      ...entry,
      lines: lines
        .filter((line) => line.entryId === entry.id)
        .map(({ account, partyId, amountCents }) => ({ account, partyId, amountCents })),
    })),
  };
}

/**
 * A week of a trial ended as not a fit, approved: never invoiced, Talanta owes the developer its
 * hours and bears them as trial cost (ADR 0038). Posted once per week: when the contract ends for
 * the weeks approved by then, or when a later week is approved.
 */
export async function postTrialWeekWaived(trx: Executor, timesheetId: number): Promise<number> {
  const week = await trx
    .selectFrom('timesheets')
    .innerJoin('contracts', 'contracts.id', 'timesheets.contractId')
    .select([
      'timesheets.weekStart',
      'timesheets.totalMinutes',
      'contracts.id as contractId',
      'contracts.developerId',
      'contracts.hourlyRateCents',
      'contracts.endedBy',
    ])
    .where('timesheets.id', '=', timesheetId)
    .executeTakeFirstOrThrow();
  const amountCents = amountForMinutes(week.totalMinutes, week.hourlyRateCents);
  return postJournalEntry(trx, {
    kind: 'trial_waived',
    occurredAt: new Date(),
    createdBy: week.endedBy,
    memo: `Trial week of ${week.weekStart} (contract #${week.contractId}) ended as not a fit: paid by Talanta`,
    lines: [
      { account: 'trial_cost', amountCents },
      { account: 'developer_payable', partyId: week.developerId, amountCents: -amountCents },
    ],
  });
}
