import { ZLedgerEntry } from '@talanta/schema';
import { z } from 'zod';
import { PAGE_HEADERS, type RestRoute, restRoute, sendPage } from '../route';

const TAG = 'Ledger';

/** The double-entry ledger (issue 39, ADR 0034), admins only; money in integer US cents. */
export const ledgerRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/ledger/balances',
    procedure: 'ledger.balances',
    tag: TAG,
    summary:
      "Every account's balance `[{ account, name, kind, balanceCents }]` (debit positive, credit negative), derived from the journal; they sum to 0. `partyId`: one client's or developer's sub-ledger",
  },
  restRoute({
    method: 'GET',
    path: '/admin/ledger/entries',
    procedure: 'ledger.entries',
    tag: TAG,
    summary:
      'Journal entries newest first, each with its lines (they sum to 0). Optional `invoiceId`, `limit` (1-200, default 50) and `cursor` (the X-Next-Cursor of the previous page). The body is the array; X-Total-Count carries the number of matches',
    headers: [...PAGE_HEADERS, 'X-Next-Cursor'],
    send: (page, reply) => {
      if (page.nextCursor !== null) reply.header('X-Next-Cursor', String(page.nextCursor));
      return sendPage(page.entries, page.total, reply);
    },
    response: z.array(ZLedgerEntry),
  }),
];
