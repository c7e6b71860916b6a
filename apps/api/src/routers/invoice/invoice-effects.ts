import {
  announceChange,
  createNotification,
  type Executor,
  enqueueWebhookEvent,
  findInvoiceLines,
  type InvoiceLineRecord,
  type InvoiceRecord,
} from '@talanta/db';
import { formatUsd } from '@talanta/schema';
import { queueEmail } from '../../mail/queue-email';

/** The developers on an invoice, each with the sum of their lines. */
function developersOn(lines: InvoiceLineRecord[]) {
  const byId = new Map<number, { id: number; email: string; name: string; cents: number }>();
  for (const line of lines) {
    const known = byId.get(line.developerId);
    if (known) known.cents += line.amountCents;
    else
      byId.set(line.developerId, {
        id: line.developerId,
        email: line.developerEmail,
        name: `${line.developerFirstName} ${line.developerLastName}`,
        cents: line.amountCents,
      });
  }
  return [...byId.values()];
}

async function tell(
  trx: Executor,
  to: { id: number; email: string; name: string },
  notice: { title: string; message: string; details: string[]; link: string; origin: string },
) {
  await createNotification(trx, {
    userId: to.id,
    type: 'contract_update',
    title: notice.title,
    message: notice.message,
    link: notice.link,
  });
  await queueEmail(
    trx,
    {
      kind: 'invoice',
      to: to.email,
      userId: to.id,
      subject: notice.title,
      preview: notice.message,
      greeting: `Hello ${to.name},`,
      blocks: [
        { paragraph: notice.message },
        ...notice.details.map((line) => ({ paragraph: line })),
        { action: { label: 'See it on Talanta', url: `${notice.origin}${notice.link}` } },
      ],
    },
    notice.origin,
  );
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
  name: `${invoice.clientFirstName} ${invoice.clientLastName}`,
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
  await tell(trx, clientOf(invoice), {
    title: `Invoice ${invoice.number} issued`,
    message: `Invoice ${invoice.number} for ${formatUsd(invoice.totalCents)} is due on ${invoice.dueDate}.`,
    details: [
      `Period: ${invoice.periodStart} to ${invoice.periodEnd}`,
      `Pay by bank transfer to Talanta, quoting ${invoice.number} as the reference.`,
    ],
    link: `/invoices/${invoice.id}`,
    origin,
  });
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
  await tell(trx, clientOf(invoice), {
    title: `Invoice ${invoice.number} paid`,
    message: `We received your payment of ${formatUsd(invoice.totalCents)} for invoice ${invoice.number}. Thank you.`,
    details: [],
    link,
    origin,
  });
  for (const developer of developers) {
    await tell(trx, developer, {
      title: `Invoice ${invoice.number} paid`,
      message: `The client paid invoice ${invoice.number}: your ${formatUsd(developer.cents)} is on its way to you.`,
      details: [],
      link,
      origin,
    });
  }
}
