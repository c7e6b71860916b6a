import {
  announceChange,
  type Executor,
  enqueueWebhookEvent,
  findInvoiceLines,
  type InvoiceLineRecord,
  type InvoiceRecord,
} from '@talanta/db';
import { formatUsd } from '@talanta/schema';
import { tellAboutMoney } from '../../mail/money-notice';

/** The developers on an invoice, each with the sum of their lines. */
function developersOn(lines: InvoiceLineRecord[]) {
  const byId = new Map<number, { id: number; email: string; greetingName: string; cents: number }>();
  for (const line of lines) {
    const known = byId.get(line.developerId);
    if (known) known.cents += line.amountCents;
    else
      byId.set(line.developerId, {
        id: line.developerId,
        email: line.developerEmail,
        greetingName: `${line.developerFirstName} ${line.developerLastName}`,
        cents: line.amountCents,
      });
  }
  return [...byId.values()];
}

/** The client's (and admins') webhook event about an invoice: its figures, in integer cents. */
function invoiceEvent(type: 'invoice.issued' | 'invoice.paid', invoice: InvoiceRecord) {
  return {
    type,
    ownerUserIds: [invoice.clientId],
    data: {
      invoiceId: invoice.id,
      number: invoice.number,
      clientId: invoice.clientId,
      totalCents: invoice.totalCents,
      dueDate: invoice.dueDate,
      status: invoice.status,
    },
  };
}

const clientOf = (invoice: InvoiceRecord) => ({
  id: invoice.clientId,
  email: invoice.clientEmail,
  greetingName: `${invoice.clientFirstName} ${invoice.clientLastName}`,
});

/**
 * In the issuing transaction: the client's and developers' open screens refresh (live `contract`
 * topic, admins too), and the client is told in the app and by email how much to pay, by when.
 */
export async function announceIssuedInvoice(trx: Executor, invoice: InvoiceRecord, origin: string) {
  const developers = developersOn(await findInvoiceLines(trx, [invoice.id]));
  await announceChange(
    trx,
    { userIds: [invoice.clientId, ...developers.map((developer) => developer.id)], admins: true },
    ['contract'],
  );
  await enqueueWebhookEvent(trx, invoiceEvent('invoice.issued', invoice));
  await tellAboutMoney(
    trx,
    clientOf(invoice),
    {
      title: `Invoice ${invoice.number} issued`,
      message: `Invoice ${invoice.number} for ${formatUsd(invoice.totalCents)} is due on ${invoice.dueDate}.`,
      details: [
        `Period: ${invoice.periodStart} to ${invoice.periodEnd}`,
        `Pay by bank transfer to Talanta, quoting ${invoice.number} as the reference.`,
      ],
      link: `/invoices/${invoice.id}`,
    },
    origin,
  );
}

/** In the paying transaction: the client and each developer on the invoice hear it was paid. */
export async function announcePaidInvoice(trx: Executor, invoice: InvoiceRecord, origin: string) {
  const developers = developersOn(await findInvoiceLines(trx, [invoice.id]));
  await announceChange(
    trx,
    { userIds: [invoice.clientId, ...developers.map((developer) => developer.id)], admins: true },
    ['contract'],
  );
  await enqueueWebhookEvent(trx, invoiceEvent('invoice.paid', invoice));
  const link = `/invoices/${invoice.id}`;
  await tellAboutMoney(
    trx,
    clientOf(invoice),
    {
      title: `Invoice ${invoice.number} paid`,
      message: `We received your payment of ${formatUsd(invoice.totalCents)} for invoice ${invoice.number}. Thank you.`,
      link,
    },
    origin,
  );
  for (const developer of developers) {
    await tellAboutMoney(
      trx,
      developer,
      {
        title: `Invoice ${invoice.number} paid`,
        message: `The client paid invoice ${invoice.number}: your ${formatUsd(developer.cents)} is on its way to you.`,
        link,
      },
      origin,
    );
  }
}
