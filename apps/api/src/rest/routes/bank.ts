import {
  BANK_STATEMENT_LIMITS,
  BANK_STATEMENT_MESSAGES,
  BANK_TRANSACTION_STATUSES,
  ZBankTransaction,
} from '@talanta/schema';
import { z } from 'zod';
import { PAGE_HEADERS, type RestRoute, restRoute, sendPage } from '../route';

const TAG = 'Bank reconciliation';

/** Bank statements in, credits matched to invoices (issue 39, ADR 0039); admins only. */
export const bankRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/admin/bank-statements',
    procedure: 'bankStatement.import',
    status: 201,
    tag: TAG,
    summary: `Import a bank statement: multipart/form-data with one \`file\` of at most ${BANK_STATEMENT_LIMITS.label}, an ISO 20022 camt.053 or camt.054 message (versions 02-13) or a CSV with the columns date, amount, currency, reference, payer. Transactions already imported are counted in \`duplicates\` and change nothing; each new US dollar credit quoting one invoice number (TAL-YYYY-NNNNNN) pays it: \`matched\` (the balance, or more: the rest is the client's credit), \`partial\`, else \`unmatched\` with the reason; each new US dollar debit quoting a payout's reference (PO-{id}) for its amount settles that payout: \`payoutsSettled\` (admin)`,
    upload: {
      maxBytes: BANK_STATEMENT_LIMITS.maxBytes,
      noFile: BANK_STATEMENT_MESSAGES.noFile,
      tooLarge: BANK_STATEMENT_MESSAGES.tooLarge,
      contentType: 'application/xml, text/xml, text/csv',
    },
  },
  restRoute({
    method: 'GET',
    path: '/admin/bank-transactions',
    procedure: 'bankTransaction.list',
    tag: TAG,
    summary: `Bank credits in one \`status\` (${BANK_TRANSACTION_STATUSES.join(', ')}; default unmatched), oldest booking first; \`limit\` (default ${BANK_STATEMENT_LIMITS.pageDefault}, at most ${BANK_STATEMENT_LIMITS.pageMax}) and \`offset\`; X-Total-Count carries the number of all of them (admin)`,
    headers: PAGE_HEADERS,
    send: (page, reply) => sendPage(page.transactions, page.total, reply),
    response: z.array(ZBankTransaction),
  }),
  {
    method: 'PUT',
    path: '/admin/bank-transactions/:id/match',
    procedure: 'bankTransaction.match',
    tag: TAG,
    summary:
      'Apply an unmatched US dollar credit to an invoice `{ invoiceId }`, by the same rule as the import: the balance, part of it, or more (the rest is the client’s credit) (admin)',
    example: { invoiceId: 42 },
  },
  {
    method: 'PUT',
    path: '/admin/bank-transactions/:id/dismiss',
    procedure: 'bankTransaction.dismiss',
    tag: TAG,
    summary:
      'Take an unmatched credit that pays no invoice (interest, an own transfer) off the list `{ note }` (admin)',
    example: { note: 'Interest for February' },
  },
];
