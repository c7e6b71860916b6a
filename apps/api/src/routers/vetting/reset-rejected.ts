import { announceChange, recordAudit, resetRejectedVettingSubmissions } from '@talanta/db';
import { resetMessage, ZResetResult } from '@talanta/schema';
import { lockActingAdmin } from '../../trpc/audit-actor';
import { adminProcedure } from '../../trpc/procedures';

/**
 * POST /api/admin/developer-applications/reset-rejected-to-pending (no body): every rejected
 * application waits for review again (spec 001 §4, the only way back to pending).
 */
export const resetRejected = adminProcedure.output(ZResetResult).mutation(async ({ ctx }) => {
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const actor = await lockActingAdmin(trx, ctx.user);
    const moved = await resetRejectedVettingSubmissions(trx);
    if (moved.length > 0) {
      await announceChange(trx, { admins: true }, ['vetting']);
      await recordAudit(trx, {
        actor,
        action: 'application.reset',
        targetType: 'vetting_submission',
        targetId: null,
        before: { status: 'rejected', ids: moved },
        after: { status: 'pending', ids: moved, count: moved.length },
      });
    }
    return moved;
  });
  return { message: resetMessage(ids.length), count: ids.length };
});
