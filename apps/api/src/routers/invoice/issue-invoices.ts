import { type Executor, findInvoicesByIds, generateInvoices, type InvoiceGeneration } from '@talanta/db';
import { announceIssuedInvoice } from './invoice-effects';

/**
 * The one way invoices are made, by the admin's "generate now" and by the scheduled run alike: in
 * the caller's transaction, bill what is due and tell everyone concerned. Returns the new invoices.
 */
export async function issueInvoices(trx: Executor, run: InvoiceGeneration & { origin: string }) {
  const invoices = await findInvoicesByIds(trx, await generateInvoices(trx, run));
  for (const invoice of invoices) await announceIssuedInvoice(trx, invoice, run.origin);
  return invoices;
}
