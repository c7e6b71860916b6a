import { findLedgerEntries } from '@talanta/db';
import { ZLedgerEntriesInput, ZLedgerEntriesPage } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';

/** GET /api/admin/ledger/entries: journal entries newest first with their lines, by keyset pages. */
export const entries = adminProcedure
  .input(ZLedgerEntriesInput)
  .output(ZLedgerEntriesPage)
  .query(async ({ ctx, input }) => {
    const page = await findLedgerEntries(ctx.db, {
      invoiceId: input.invoiceId,
      cursor: input.cursor,
      limit: input.limit,
    });
    return {
      total: page.total,
      nextCursor: page.nextCursor,
      entries: page.entries.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        occurredAt: entry.occurredAt.toISOString(),
        createdAt: entry.createdAt.toISOString(),
        createdBy: entry.createdBy,
        memo: entry.memo,
        refs: {
          invoiceId: entry.invoiceId,
          creditNoteId: entry.creditNoteId,
          bankTransactionId: entry.bankTransactionId,
          payoutId: entry.payoutId,
        },
        lines: entry.lines,
      })),
    };
  });
