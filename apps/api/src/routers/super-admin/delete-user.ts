import { announceChange, deleteUserAndData, lockUser, recordAudit } from '@talanta/db';
import { SUPER_ADMIN_MESSAGES, ZDeleteUserResult, ZUserIdInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { auditActor, lockAdminsAsActingAdmin } from '../../trpc/audit-actor';
import { adminProcedure } from '../../trpc/procedures';

/**
 * DELETE /api/super-admin/users/{userId}: the user and everything that is theirs go in one
 * transaction (docs/decisions.md, "Deleting a user"). Nobody deletes themself; the last admin stays.
 */
export const deleteUser = adminProcedure
  .input(ZUserIdInput)
  .output(ZDeleteUserResult)
  .mutation(async ({ ctx, input }) => {
    const deleted = await ctx.db.transaction().execute(async (trx) => {
      const adminIds = await lockAdminsAsActingAdmin(trx, ctx.user);
      const target = await lockUser(trx, input.userId);
      if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: SUPER_ADMIN_MESSAGES.userNotFound });
      if (target.id === ctx.user.id) {
        throw new TRPCError({ code: 'FORBIDDEN', message: SUPER_ADMIN_MESSAGES.cannotDeleteSelf });
      }
      if (target.role === 'admin' && adminIds.filter((id) => id !== target.id).length === 0) {
        throw new TRPCError({ code: 'CONFLICT', message: SUPER_ADMIN_MESSAGES.lastAdminDelete });
      }
      const counts = await deleteUserAndData(trx, target.id, target.email);
      // Their jobs and applications went too.
      await announceChange(trx, { admins: true }, ['user', 'job', 'application', 'vetting']);
      await recordAudit(trx, {
        actor: auditActor(ctx.user),
        action: 'user.delete',
        targetType: 'user',
        targetId: target.id,
        before: {
          email: target.email,
          firstName: target.firstName,
          lastName: target.lastName,
          role: target.role,
          createdAt: target.createdAt.toISOString(),
        },
        after: { deleted: counts },
      });
      return counts;
    });
    return { message: SUPER_ADMIN_MESSAGES.userDeleted, deleted };
  });
