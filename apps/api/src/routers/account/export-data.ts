import { findAccountExport } from '@talanta/db';
import { ZAccountExport } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';

/**
 * GET /api/account/export: everything Talanta holds about the signed-in user as one JSON document
 * (the right of access and portability). There is no user id to pass: one exports only oneself.
 */
export const exportData = signedInProcedure.output(ZAccountExport).query(async ({ ctx }) => {
  const sections = await ctx.db.transaction().execute((trx) => findAccountExport(trx, ctx.user.id));
  return {
    exportedAt: new Date().toISOString(),
    format: 'talanta-account-export/1' as const,
    ...sections,
  };
});
