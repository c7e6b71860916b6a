import { frozenNameUnlessDeleted, isDeletedUser } from './account-deletion';
import type { Executor } from './executor';

/** Who reads invoices: a client their own, a developer the ones holding their lines, an admin all. */
export interface InvoiceViewer {
  id: number;
  role: 'client' | 'developer' | 'admin';
}

function selectInvoices(db: Executor) {
  return db
    .selectFrom('invoices')
    .innerJoin('users as client', 'client.id', 'invoices.clientId')
    .leftJoin('clientProfiles', 'clientProfiles.userId', 'invoices.clientId')
    .select([
      'invoices.id',
      'invoices.number',
      'invoices.periodStart',
      'invoices.periodEnd',
      'invoices.issueDate',
      'invoices.dueDate',
      'invoices.subtotalCents',
      'invoices.feePercent',
      'invoices.feeCents',
      'invoices.totalCents',
      'invoices.status',
      'invoices.paidAt',
      'invoices.clientSnapshot',
      'invoices.issuerSnapshot',
      'invoices.paymentInstructions',
      'client.id as clientId',
      'client.firstName as clientFirstName',
      'client.lastName as clientLastName',
      'client.email as clientEmail',
      'client.locale as clientLocale',
      'clientProfiles.companyName as clientCompanyName',
      isDeletedUser('client').as('clientDeleted'),
    ]);
}

export type InvoiceRecord = Awaited<ReturnType<ReturnType<typeof selectInvoices>['execute']>>[number];

function visibleTo(db: Executor, viewer: InvoiceViewer) {
  const query = selectInvoices(db);
  if (viewer.role === 'admin') return query;
  if (viewer.role === 'client') return query.where('invoices.clientId', '=', viewer.id);
  return query.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('invoiceLines')
        .select('invoiceLines.id')
        .whereRef('invoiceLines.invoiceId', '=', 'invoices.id')
        .where('invoiceLines.developerId', '=', viewer.id),
    ),
  );
}

/** The invoices a viewer may see, newest first. */
export function findInvoicesFor(db: Executor, viewer: InvoiceViewer): Promise<InvoiceRecord[]> {
  return visibleTo(db, viewer).orderBy('invoices.issueDate', 'desc').orderBy('invoices.id', 'desc').execute();
}

/** One invoice if the viewer may see it; undefined otherwise (callers answer 404 either way). */
export function findInvoiceFor(db: Executor, id: number, viewer: InvoiceViewer) {
  return visibleTo(db, viewer).where('invoices.id', '=', id).executeTakeFirst();
}

export function findInvoicesByIds(db: Executor, ids: number[]): Promise<InvoiceRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectInvoices(db).where('invoices.id', 'in', ids).orderBy('invoices.id').execute();
}

/** The lines of these invoices (a developer's: only theirs), in invoice, week and contract order. */
export function findInvoiceLines(db: Executor, invoiceIds: number[], developerId?: number) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('invoiceLines')
    .innerJoin('users as developer', 'developer.id', 'invoiceLines.developerId')
    .leftJoin('creditNoteLines', 'creditNoteLines.invoiceLineId', 'invoiceLines.id')
    .leftJoin('creditNotes', 'creditNotes.id', 'creditNoteLines.creditNoteId')
    .select([
      'invoiceLines.id',
      'invoiceLines.invoiceId',
      'invoiceLines.contractId',
      // As issued (ADR 0035): renaming the job or the developer later leaves the line as it was.
      'invoiceLines.jobTitle',
      frozenNameUnlessDeleted('developer', 'invoiceLines.developerName').as('developerName'),
      'invoiceLines.developerId',
      // Live, for notices and emails only: a line renders its developerName.
      'developer.firstName as developerFirstName',
      'developer.lastName as developerLastName',
      'developer.email as developerEmail',
      'developer.locale as developerLocale',
      'creditNotes.number as creditNoteNumber',
      'invoiceLines.weekStart',
      'invoiceLines.minutes',
      'invoiceLines.hourlyRateCents',
      'invoiceLines.amountCents',
    ])
    .where('invoiceLines.invoiceId', 'in', invoiceIds);
  if (developerId !== undefined) query = query.where('invoiceLines.developerId', '=', developerId);
  return query
    .orderBy('invoiceLines.invoiceId')
    .orderBy('invoiceLines.weekStart')
    .orderBy('invoiceLines.contractId')
    .execute();
}

export type InvoiceLineRecord = Awaited<ReturnType<typeof findInvoiceLines>>[number];

/** The invoices holding weeks of one contract (the contract page's invoices section). */
export function findContractInvoiceIds(db: Executor, contractId: number): Promise<number[]> {
  return db
    .selectFrom('invoiceLines')
    .select('invoiceId')
    .distinct()
    .where('contractId', '=', contractId)
    .execute()
    .then((rows) => rows.map((row) => row.invoiceId));
}

/** The payments of these invoices, oldest first. */
export function findInvoicePayments(db: Executor, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payments')
    .select(['invoiceId', 'provider', 'reference', 'amountCents', 'paidAt'])
    .where('invoiceId', 'in', invoiceIds)
    .orderBy('paidAt')
    .orderBy('id')
    .execute();
}

export type InvoicePaymentRecord = Awaited<ReturnType<typeof findInvoicePayments>>[number];

/** The credit notes of these invoices, oldest first. */
export function findInvoiceCreditNotes(db: Executor, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('creditNotes')
    .select(['id', 'invoiceId', 'number', 'totalCents'])
    .where('invoiceId', 'in', invoiceIds)
    .orderBy('id')
    .execute();
}

export type InvoiceCreditNoteRecord = Awaited<ReturnType<typeof findInvoiceCreditNotes>>[number];

/** Locks an invoice so two "mark paid" calls happen one after the other. */
export function lockInvoice(db: Executor, id: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'status', 'issueDate', 'totalCents'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The bank transfer payment with this reference, whichever invoice it paid. */
export function findPaymentByReference(db: Executor, reference: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'invoiceId', 'paidAt'])
    .where('provider', '=', 'bank_transfer')
    .where('reference', '=', reference)
    .executeTakeFirst();
}
