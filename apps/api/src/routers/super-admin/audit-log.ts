import { findAuditEntries } from '@talanta/db';
import { ZAuditLogInput, ZAuditLogPage } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';

/** GET /api/super-admin/audit-log: newest first; action, actor, target and date filters; paged. */
export const auditLog = adminProcedure
  .input(ZAuditLogInput)
  .output(ZAuditLogPage)
  .query(({ ctx, input }) => findAuditEntries(ctx.db, input));
