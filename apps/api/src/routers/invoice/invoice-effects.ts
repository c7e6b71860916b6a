import {
  announceChange,
  type Executor,
  enqueueWebhookEvent,
  findInvoiceLines,
  type InvoiceLineRecord,
  type InvoiceRecord,
} from '@talanta/db';
import { tellAboutMoney } from '../../mail/money-notice';

/** The developers on an invoice, each with the sum of their lines. */
function developersOn(lines: InvoiceLineRecord[]) {
  const byId = new Map<
    number,
    { id: number; email: string; greetingName: string; locale: string | null; cents: number }
  >();
  for (const line of lines) {
    const known = byId.get(line.developerId);
    if (known) known.cents += line.amountCents;
    else
      byId.set(line.developerId, {
        id: line.developerId,
        email: line.developerEmail,
        greetingName: `${line.developerFirstName} ${line.developerLastName}`,
        locale: line.developerLocale,
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
  locale: invoice.clientLocale,
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
      describe: (t) => ({
        title: t('Invoice {number} issued', { number: invoice.number }),
        message: t('Invoice {number} for {amount} is due on {date}.', {
          number: invoice.number,
          amount: t.money(invoice.totalCents),
          date: t.day(invoice.dueDate),
        }),
        details: [
          t('Period: {start} to {end}', { start: t.day(invoice.periodStart), end: t.day(invoice.periodEnd) }),
          t('Pay by bank transfer to Talanta, quoting {number} as the reference.', {
            number: invoice.number,
          }),
        ],
      }),
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
      describe: (t) => ({
        title: t('Invoice {number} paid', { number: invoice.number }),
        message: t('We received your payment of {amount} for invoice {number}. Thank you.', {
          amount: t.money(invoice.totalCents),
          number: invoice.number,
        }),
      }),
      link,
    },
    origin,
  );
  for (const developer of developers) {
    await tellAboutMoney(
      trx,
      developer,
      {
        describe: (t) => ({
          title: t('Invoice {number} paid', { number: invoice.number }),
          message: t('The client paid invoice {number}: your {amount} is on its way to you.', {
            number: invoice.number,
            amount: t.money(developer.cents),
          }),
        }),
        link,
      },
      origin,
    );
  }
}
