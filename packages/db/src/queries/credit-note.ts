import { percentOfCents } from '@talanta/schema';
import { sql } from 'kysely';
import type { CreditNoteReason } from '../ledger-types';
import { frozenNameUnlessDeleted, isDeletedUser } from './account-deletion';
import type { Executor } from './executor';
import type { InvoiceViewer } from './invoice';
import { nextDocumentNumber } from './invoice-generation';
import { findPendingShares, postCreditNote, postInvoiceSettled } from './ledger';
import { findInvoiceSettlement } from './payment';

/**
 * Credit notes (ADR 0035): an issued invoice never changes; a correction, or a trial ended as not
 * a fit, is a credit note over some of its lines (each line at most once), numbered CN-YYYY-NNNNNN,
 * posted in the same transaction.
 */

/** Why a credit note cannot be issued; the caller turns it into a 4xx with the schema's message. */
export class CreditNoteRefusal extends Error {
  constructor(
    readonly reason:
      | 'invoice_not_found'
      | 'line_not_on_invoice'
      | 'line_already_credited'
      | 'nothing_to_credit',
    readonly lineId?: number,
  ) {
    super(`credit note refused: ${reason}${lineId === undefined ? '' : ` (line ${lineId})`}`);
  }
}

export interface CreditNoteRequest {
  invoiceId: number;
  lineIds: number[];
  reason: CreditNoteReason;
  note: string;
  createdBy: number | null;
  /** Default: today (UTC). */
  issueDate?: string;
}

/**
 * Credits these lines of one invoice, under the invoice's row lock (two notes at once take turns,
 * and the unique credit_note_lines.invoice_line_id is the last guard). The fee credited is the
 * fee on the credited subtotal; a note that credits every line left takes exactly the fee left.
 * The part within the open balance reduces what the client owes, the rest becomes their credit.
 * When nothing is left to pay the invoice is paid (money had come) or credited (none had).
 * Returns the new credit note's id.
 */
export async function issueCreditNote(trx: Executor, request: CreditNoteRequest): Promise<number> {
  const invoice = await trx
    .selectFrom('invoices')
    .select([
      'id',
      'number',
      'clientId',
      'status',
      'feePercent',
      'feeCents',
      'clientSnapshot',
      'issuerSnapshot',
    ])
    .where('id', '=', request.invoiceId)
    .forUpdate()
    .executeTakeFirst();
  if (!invoice) throw new CreditNoteRefusal('invoice_not_found');
  const lines = await trx
    .selectFrom('invoiceLines')
    .leftJoin('creditNoteLines', 'creditNoteLines.invoiceLineId', 'invoiceLines.id')
    .select([
      'invoiceLines.id',
      'invoiceLines.developerId',
      'invoiceLines.amountCents',
      'creditNoteLines.id as creditNoteLineId',
    ])
    .where('invoiceLines.invoiceId', '=', invoice.id)
    .orderBy('invoiceLines.id')
    .execute();
  const wanted = [...new Set(request.lineIds)];
  for (const lineId of wanted) {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line) throw new CreditNoteRefusal('line_not_on_invoice', lineId);
    if (line.creditNoteLineId !== null) throw new CreditNoteRefusal('line_already_credited', lineId);
  }
  const credited = lines.filter((line) => wanted.includes(line.id) && line.amountCents > 0);
  const subtotalCents = credited.reduce((sum, line) => sum + line.amountCents, 0);
  if (subtotalCents === 0) throw new CreditNoteRefusal('nothing_to_credit');

  const earlier = await trx
    .selectFrom('creditNotes')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('feeCents'), sql<string>`0`).as('fee'))
    .where('invoiceId', '=', invoice.id)
    .executeTakeFirstOrThrow();
  const feeLeft = invoice.feeCents - Number(earlier.fee);
  const creditsTheRest = lines.every((line) => line.creditNoteLineId !== null || wanted.includes(line.id));
  const feeCents = creditsTheRest
    ? feeLeft
    : Math.min(percentOfCents(subtotalCents, invoice.feePercent), feeLeft);
  const totalCents = subtotalCents + feeCents;

  const before = await findInvoiceSettlement(trx, invoice.id);
  const pending = await findPendingShares(trx, invoice.id);
  const issueDate = request.issueDate ?? new Date().toISOString().slice(0, 10);
  const number = await nextDocumentNumber(trx, 'credit_note_number_seq', 'CN', issueDate);
  const { id } = await trx
    .insertInto('creditNotes')
    .values({
      number,
      invoiceId: invoice.id,
      clientId: invoice.clientId,
      reason: request.reason,
      note: request.note,
      issueDate,
      subtotalCents,
      feeCents,
      totalCents,
      clientSnapshot: JSON.stringify(invoice.clientSnapshot),
      issuerSnapshot: JSON.stringify(invoice.issuerSnapshot),
      createdBy: request.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('creditNoteLines')
    .values(
      credited.map((line) => ({
        creditNoteId: id,
        invoiceLineId: line.id,
        developerId: line.developerId,
        amountCents: line.amountCents,
      })),
    )
    .execute();
  const withinBalanceCents = Math.min(totalCents, before.balanceDueCents);
  const posting = {
    invoiceId: invoice.id,
    number: invoice.number,
    clientId: invoice.clientId,
    occurredAt: new Date(`${issueDate}T00:00:00Z`),
    createdBy: request.createdBy,
  };
  await postCreditNote(trx, {
    ...posting,
    creditNoteId: id,
    creditNoteNumber: number,
    reason: request.reason,
    feeCents,
    withinBalanceCents,
    lines: credited,
    pending,
  });
  if (invoice.status === 'issued' && before.balanceDueCents - withinBalanceCents === 0) {
    const lastPayment = await trx
      .selectFrom('payments')
      .select('paidAt')
      .where('invoiceId', '=', invoice.id)
      .orderBy('paidAt', 'desc')
      .executeTakeFirst();
    await trx
      .updateTable('invoices')
      .set(lastPayment ? { status: 'paid', paidAt: lastPayment.paidAt } : { status: 'credited' })
      .where('id', '=', invoice.id)
      .execute();
    // Money paid the rest: what the developers still wait for becomes payable.
    if (lastPayment)
      await postInvoiceSettled(trx, { ...posting, shares: await findPendingShares(trx, invoice.id) });
  }
  return id;
}

/**
 * A contract's trial ended as not a fit (the contract's `end`): every issued line of it not yet
 * credited is credited, one note per invoice, reason trial_not_a_fit. Talanta bears the cost; the
 * developer is still paid. Returns the new credit notes' ids.
 */
export async function issueTrialCreditNotesForContract(
  trx: Executor,
  request: { contractId: number; createdBy: number | null },
): Promise<number[]> {
  const lines = await trx
    .selectFrom('invoiceLines')
    .leftJoin('creditNoteLines', 'creditNoteLines.invoiceLineId', 'invoiceLines.id')
    .select(['invoiceLines.id', 'invoiceLines.invoiceId'])
    .where('invoiceLines.contractId', '=', request.contractId)
    .where('creditNoteLines.id', 'is', null)
    .where('invoiceLines.amountCents', '>', 0)
    .orderBy('invoiceLines.invoiceId')
    .orderBy('invoiceLines.id')
    .execute();
  const byInvoice = new Map<number, number[]>();
  for (const line of lines)
    byInvoice.set(line.invoiceId, [...(byInvoice.get(line.invoiceId) ?? []), line.id]);
  const ids: number[] = [];
  for (const [invoiceId, lineIds] of byInvoice) {
    ids.push(
      await issueCreditNote(trx, {
        invoiceId,
        lineIds,
        reason: 'trial_not_a_fit',
        note: 'The client ended the contract as not a fit during the trial: its hours are not billed.',
        createdBy: request.createdBy,
      }),
    );
  }
  return ids;
}

function selectCreditNotes(db: Executor) {
  return db
    .selectFrom('creditNotes')
    .innerJoin('invoices', 'invoices.id', 'creditNotes.invoiceId')
    .innerJoin('users as client', 'client.id', 'creditNotes.clientId')
    .select([
      'creditNotes.id',
      'creditNotes.number',
      'creditNotes.invoiceId',
      'invoices.number as invoiceNumber',
      'creditNotes.clientId',
      'creditNotes.reason',
      'creditNotes.note',
      'creditNotes.issueDate',
      'creditNotes.subtotalCents',
      'creditNotes.feeCents',
      'creditNotes.totalCents',
      'creditNotes.clientSnapshot',
      'creditNotes.issuerSnapshot',
      'creditNotes.createdAt',
      isDeletedUser('client').as('clientDeleted'),
    ]);
}

export type CreditNoteRecord = Awaited<ReturnType<ReturnType<typeof selectCreditNotes>['execute']>>[number];

function creditNotesVisibleTo(db: Executor, viewer: InvoiceViewer) {
  const query = selectCreditNotes(db);
  if (viewer.role === 'admin') return query;
  if (viewer.role === 'client') return query.where('creditNotes.clientId', '=', viewer.id);
  return query.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('creditNoteLines')
        .select('creditNoteLines.id')
        .whereRef('creditNoteLines.creditNoteId', '=', 'creditNotes.id')
        .where('creditNoteLines.developerId', '=', viewer.id),
    ),
  );
}

/** The credit notes a viewer may see (as invoices: the client's, the developer's lines, all), newest first. */
export function findCreditNotesFor(db: Executor, viewer: InvoiceViewer): Promise<CreditNoteRecord[]> {
  return creditNotesVisibleTo(db, viewer).orderBy('creditNotes.id', 'desc').execute();
}

/** One credit note if the viewer may see it. */
export function findCreditNoteFor(db: Executor, id: number, viewer: InvoiceViewer) {
  return creditNotesVisibleTo(db, viewer).where('creditNotes.id', '=', id).executeTakeFirst();
}

/** The credited lines of these notes, as the invoice named them (a developer's: only theirs). */
export function findCreditNoteLines(db: Executor, creditNoteIds: number[], developerId?: number) {
  if (creditNoteIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('creditNoteLines')
    .innerJoin('invoiceLines', 'invoiceLines.id', 'creditNoteLines.invoiceLineId')
    .innerJoin('users as developer', 'developer.id', 'creditNoteLines.developerId')
    .select([
      'creditNoteLines.id',
      'creditNoteLines.creditNoteId',
      'creditNoteLines.invoiceLineId',
      'invoiceLines.contractId',
      'invoiceLines.developerId',
      frozenNameUnlessDeleted('developer', 'invoiceLines.developerName').as('developerName'),
      'invoiceLines.jobTitle',
      'invoiceLines.weekStart',
      'invoiceLines.minutes',
      'invoiceLines.hourlyRateCents',
      'creditNoteLines.amountCents',
    ])
    .where('creditNoteLines.creditNoteId', 'in', creditNoteIds);
  if (developerId !== undefined) query = query.where('creditNoteLines.developerId', '=', developerId);
  return query
    .orderBy('creditNoteLines.creditNoteId')
    .orderBy('invoiceLines.weekStart')
    .orderBy('creditNoteLines.id')
    .execute();
}

export type CreditNoteLineRecord = Awaited<ReturnType<typeof findCreditNoteLines>>[number];
