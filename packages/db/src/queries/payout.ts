import { sql } from 'kysely';
import type { PayoutStatus } from '../payout-types';
import type { Executor } from './executor';
import { nextDocumentNumber } from './invoice-generation';
import { type JournalLineInput, postJournalEntry } from './ledger';

/**
 * Payout batches and payouts (issue 39, ADR 0041). What a developer may be paid is derived, never
 * stored: their developer_payable balance (what Talanta owes them: paid invoices' shares and trial
 * weeks) less what queued payouts already reserve. Sent, settled and failed payouts post to the ledger.
 */

/** The developer_payable lines of the ledger, of some developers or of all. */
function developerPayableLines(db: Executor, onlyDeveloperIds?: readonly number[]) {
  const lines = db
    .selectFrom('journalLines')
    .innerJoin('ledgerAccounts', 'ledgerAccounts.id', 'journalLines.accountId')
    .where('ledgerAccounts.code', '=', 'developer_payable')
    .where('journalLines.partyId', 'is not', null);
  return onlyDeveloperIds ? lines.where('journalLines.partyId', 'in', onlyDeveloperIds) : lines;
}

/** Developers Talanta owes money to, with what is not yet in a queued payout and their method. */
export async function findPayableDevelopers(db: Executor, onlyDeveloperIds?: readonly number[]) {
  if (onlyDeveloperIds && onlyDeveloperIds.length === 0) return [];
  const query = db
    .selectFrom(
      developerPayableLines(db, onlyDeveloperIds)
        .select([
          'journalLines.partyId',
          (inner) => inner.fn.sum<string>('journalLines.amountCents').as('cents'),
        ])
        .groupBy('journalLines.partyId')
        .as('owed'),
    )
    .innerJoin('users', 'users.id', 'owed.partyId')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('payouts')
          .select(['developerId', (inner) => inner.fn.sum<string>('amountCents').as('cents')])
          .where('status', '=', 'queued')
          .groupBy('developerId')
          .as('queued'),
      (join) => join.onRef('queued.developerId', '=', 'owed.partyId'),
    )
    .leftJoin('payoutMethods', 'payoutMethods.developerId', 'owed.partyId')
    .select([
      'users.id as developerId',
      'users.firstName',
      'users.lastName',
      // Payables are credits (negative); queued payouts reserve part of them.
      sql<string>`-owed.cents - coalesce(queued.cents, 0)`.as('payableCents'),
      'payoutMethods.type as methodType',
      'payoutMethods.holderName',
      'payoutMethods.masked as methodMasked',
      'payoutMethods.detailsEncrypted',
      'payoutMethods.heldUntil',
    ])
    .where(sql<boolean>`-owed.cents - coalesce(queued.cents, 0) > 0`)
    .orderBy('users.id');
  const rows = await query.execute();
  return rows.map((row) => ({
    developerId: row.developerId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    payableCents: Number(row.payableCents),
    method:
      row.methodType && row.holderName && row.methodMasked && row.detailsEncrypted && row.heldUntil
        ? {
            type: row.methodType,
            holderName: row.holderName,
            masked: row.methodMasked,
            detailsEncrypted: row.detailsEncrypted,
            heldUntil: row.heldUntil,
          }
        : null,
  }));
}

export type PayableDeveloper = Awaited<ReturnType<typeof findPayableDevelopers>>[number];

/**
 * Locks the payout methods of every developer with something payable, in id order: two batches
 * made at once queue each developer's balance once (the second waits, then sees the first's payouts).
 */
export async function lockPayableMethods(trx: Executor): Promise<number[]> {
  const rows = await trx
    .selectFrom('payoutMethods')
    .select('developerId')
    .where('developerId', 'in', () =>
      developerPayableLines(trx)
        .select('journalLines.partyId')
        .groupBy('journalLines.partyId')
        .having((inner) => inner.fn.sum('journalLines.amountCents'), '<', 0)
        .$narrowType<{ partyId: number }>(),
    )
    .orderBy('developerId')
    .forUpdate()
    .execute();
  return rows.map((row) => row.developerId);
}

export interface NewPayout {
  developerId: number;
  methodType: 'mpesa' | 'bank_in' | 'upi' | 'bank_intl';
  holderName: string;
  methodMasked: string;
  detailsEncrypted: string;
  amountCents: number;
  localCurrency: 'KES' | null;
  localAmount: number | null;
}

/** A batch numbered PB-<year>-<6 digits> with its payouts, all queued. Returns the batch id. */
export async function insertPayoutBatch(
  trx: Executor,
  batch: { createdBy: number; createdAt: Date; kesRateMicro: number | null; payouts: NewPayout[] },
): Promise<number> {
  const number = await nextDocumentNumber(
    trx,
    'payout_batch_number_seq',
    'PB',
    batch.createdAt.toISOString().slice(0, 10),
  );
  const { id } = await trx
    .insertInto('payoutBatches')
    .values({
      number,
      createdBy: batch.createdBy,
      createdAt: batch.createdAt,
      kesRateMicro: batch.kesRateMicro,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('payouts')
    .values(batch.payouts.map((payout) => ({ ...payout, batchId: id, createdAt: batch.createdAt })))
    .execute();
  return id;
}

const payoutColumns = [
  'payouts.id',
  'payouts.batchId',
  'payoutBatches.number as batchNumber',
  'payouts.developerId',
  'users.firstName as developerFirstName',
  'users.lastName as developerLastName',
  'payouts.methodType',
  'payouts.holderName',
  'payouts.methodMasked',
  'payouts.detailsEncrypted',
  'payouts.amountCents',
  'payouts.localCurrency',
  'payouts.localAmount',
  'payouts.status',
  'payouts.reference',
  'payouts.failureReason',
  'payouts.createdAt',
  'payouts.sentAt',
  'payouts.settledAt',
  'payouts.failedAt',
] as const;

function selectPayouts(db: Executor) {
  return db
    .selectFrom('payouts')
    .innerJoin('payoutBatches', 'payoutBatches.id', 'payouts.batchId')
    .innerJoin('users', 'users.id', 'payouts.developerId')
    .select(payoutColumns);
}

export type PayoutRecord = Awaited<ReturnType<typeof findDeveloperPayouts>>[number];

/** A developer's payouts, newest first. */
export function findDeveloperPayouts(db: Executor, developerId: number) {
  return selectPayouts(db)
    .where('payouts.developerId', '=', developerId)
    .orderBy('payouts.id', 'desc')
    .limit(200)
    .execute();
}

export function findPayoutById(db: Executor, payoutId: number) {
  return selectPayouts(db).where('payouts.id', '=', payoutId).executeTakeFirst();
}

/** One payout, locked for the update that moves it (two marks at once run one after the other). */
export function findPayoutForUpdate(trx: Executor, payoutId: number) {
  return selectPayouts(trx).where('payouts.id', '=', payoutId).forUpdate('payouts').executeTakeFirst();
}

export async function findPayoutBatches(db: Executor, filter: { id?: number; limit: number }) {
  let batches = db
    .selectFrom('payoutBatches')
    .leftJoin('users', 'users.id', 'payoutBatches.createdBy')
    .select([
      'payoutBatches.id',
      'payoutBatches.number',
      'payoutBatches.createdAt',
      'payoutBatches.kesRateMicro',
      'users.firstName as createdByFirstName',
      'users.lastName as createdByLastName',
    ])
    .orderBy('payoutBatches.id', 'desc')
    .limit(filter.limit);
  if (filter.id !== undefined) batches = batches.where('payoutBatches.id', '=', filter.id);
  const rows = await batches.execute();
  if (rows.length === 0) return [];
  const payouts = await selectPayouts(db)
    .where(
      'payouts.batchId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('payouts.id')
    .execute();
  return rows.map((row) => ({ ...row, payouts: payouts.filter((payout) => payout.batchId === row.id) }));
}

export type PayoutBatchRecord = Awaited<ReturnType<typeof findPayoutBatches>>[number];

/** Moves a payout to `status` with the bank's reference and the time of the move. */
export async function updatePayoutStatus(
  trx: Executor,
  payoutId: number,
  change: { status: PayoutStatus; reference: string; failureReason: string | null; at: Date },
): Promise<void> {
  await trx
    .updateTable('payouts')
    .set({
      status: change.status,
      reference: change.reference,
      failureReason: change.status === 'failed' ? change.failureReason : null,
      updatedAt: change.at,
      ...(change.status === 'sent' ? { sentAt: change.at } : {}),
      ...(change.status === 'settled' ? { settledAt: change.at } : {}),
      ...(change.status === 'failed' ? { failedAt: change.at } : {}),
    })
    .where('id', '=', payoutId)
    .execute();
}

interface PayoutPosting {
  payoutId: number;
  developerId: number;
  amountCents: number;
  reference: string;
  occurredAt: Date;
  createdBy: number;
  /** The statement's debit that showed the payout leaving the bank, when one did. */
  bankTransactionId?: number | null;
}

/** One entry of a payout's move, naming the payout (and the statement's debit, when one showed it). */
function postPayoutEntry(
  trx: Executor,
  payout: PayoutPosting,
  entry: {
    kind: 'payout_sent' | 'payout_settled' | 'payout_failed';
    memo: string;
    lines: JournalLineInput[];
  },
): Promise<number> {
  return postJournalEntry(trx, {
    ...entry,
    occurredAt: payout.occurredAt,
    createdBy: payout.createdBy,
    payoutId: payout.payoutId,
    bankTransactionId: payout.bankTransactionId ?? null,
  });
}

/** Payout sent: what Talanta owed the developer is now on its way (in transit until the bank confirms). */
export function postPayoutSent(trx: Executor, payout: PayoutPosting): Promise<number> {
  return postPayoutEntry(trx, payout, {
    kind: 'payout_sent',
    memo: `Payout PO-${payout.payoutId} sent (${payout.reference})`,
    lines: [
      { account: 'developer_payable', partyId: payout.developerId, amountCents: payout.amountCents },
      { account: 'payouts_in_transit', amountCents: -payout.amountCents },
    ],
  });
}

/** Payout settled: the money left Talanta's bank account. */
export function postPayoutSettled(trx: Executor, payout: PayoutPosting): Promise<number> {
  return postPayoutEntry(trx, payout, {
    kind: 'payout_settled',
    memo: `Payout PO-${payout.payoutId} settled (${payout.reference})`,
    lines: [
      { account: 'payouts_in_transit', amountCents: payout.amountCents },
      { account: 'cash_bank', amountCents: -payout.amountCents },
    ],
  });
}

/**
 * Payout failed after it was sent (the money is back from transit) or after it settled (the
 * transfer came back to the bank account): either way the developer is owed it again.
 */
export function postPayoutFailed(
  trx: Executor,
  payout: PayoutPosting & { from: 'sent' | 'settled' },
): Promise<number> {
  return postPayoutEntry(trx, payout, {
    kind: 'payout_failed',
    memo: `Payout PO-${payout.payoutId} failed (${payout.reference}): payable again`,
    lines: [
      payout.from === 'sent'
        ? { account: 'payouts_in_transit', amountCents: payout.amountCents }
        : { account: 'cash_bank', amountCents: payout.amountCents },
      { account: 'developer_payable', partyId: payout.developerId, amountCents: -payout.amountCents },
    ],
  });
}

/** What a developer was paid out (settled payouts) and what is on its way (sent), in cents. */
export async function findDeveloperPayoutSums(db: Executor, developerId: number) {
  const rows = await db
    .selectFrom('payouts')
    .select(['status', (eb) => eb.fn.sum<string>('amountCents').as('cents')])
    .where('developerId', '=', developerId)
    .groupBy('status')
    .execute();
  const sumOf = (status: PayoutStatus) => Number(rows.find((row) => row.status === status)?.cents ?? 0);
  return { paidOutCents: sumOf('settled'), inTransitCents: sumOf('sent') + sumOf('queued') };
}
