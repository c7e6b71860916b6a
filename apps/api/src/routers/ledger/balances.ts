import { findLedgerBalances } from '@talanta/db';
import { ZLedgerBalance, ZLedgerBalancesInput } from '@talanta/schema';
import { z } from 'zod';
import { adminProcedure } from '../../trpc/procedures';

/**
 * GET /api/admin/ledger/balances: every account's balance in cents (debit positive), summed from
 * the journal; with `partyId`, one client's or developer's sub-ledger. Over all parties they sum to 0.
 */
export const balances = adminProcedure
  .input(ZLedgerBalancesInput)
  .output(z.array(ZLedgerBalance))
  .query(({ ctx, input }) => findLedgerBalances(ctx.db, input.partyId));
