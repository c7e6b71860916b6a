import { findRegistrations, recordAudit } from '@talanta/db';
import { XLSX_CONTENT_TYPE, ZExportInput, ZExportResult } from '@talanta/schema';
import { auditActor } from '../../trpc/audit-actor';
import { adminProcedure } from '../../trpc/procedures';
import { buildRegistrationsWorkbook } from './registrations-workbook';

/**
 * GET /api/super-admin/export-registrations?days=7: the users registered in the last `days` days
 * (1-365) as an .xlsx workbook. Over REST it is the file itself (an attachment with a dated name);
 * over tRPC the same bytes, base64-encoded. Each export is recorded in the audit log.
 */
export const exportRegistrations = adminProcedure
  .input(ZExportInput)
  .output(ZExportResult)
  .query(async ({ ctx, input }) => {
    const now = new Date();
    const rows = await findRegistrations(ctx.db, input.days);
    const workbook = await buildRegistrationsWorkbook(rows, now);
    const filename = `talanta-registrations-last-${input.days}-days-${now.toISOString().slice(0, 10)}.xlsx`;
    await recordAudit(ctx.db, {
      actor: auditActor(ctx.user),
      action: 'registrations.export',
      targetType: 'registrations',
      targetId: null,
      before: null,
      after: { days: input.days, rowCount: rows.length, filename },
    });
    return {
      filename,
      contentType: XLSX_CONTENT_TYPE,
      contentBase64: workbook.toString('base64'),
      rowCount: rows.length,
    };
  });
