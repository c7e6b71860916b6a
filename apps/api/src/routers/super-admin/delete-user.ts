import {
  announceChange,
  anonymiseUser,
  deleteUserAndData,
  findResumePathOfUser,
  hasMoneyRecords,
  lockUser,
  recordAudit,
} from '@talanta/db';
import { SUPER_ADMIN_MESSAGES, ZDeleteUserResult, ZUserIdInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { auditActor, lockAdminsAsActingAdmin } from '../../trpc/audit-actor';
import { adminProcedure } from '../../trpc/procedures';
import { deleteStoredAvatar } from '../profile/avatar-storage';
import { deleteStoredResume } from '../profile/resume-storage';

/**
 * DELETE /api/super-admin/users/{userId}: the user and everything that is theirs go in one
 * transaction (ADR 0007). Someone contracts or invoices name keeps a
 * "Deleted user" row instead, as deleting one's own account does: the law keeps those records and
 * they need the row. Nobody deletes themself; the last admin stays; a deleted account is not found.
 */
export const deleteUser = adminProcedure
  .input(ZUserIdInput)
  .output(ZDeleteUserResult)
  .mutation(async ({ ctx, input }) => {
    const result = await ctx.db.transaction().execute(async (trx) => {
      const adminIds = await lockAdminsAsActingAdmin(trx, ctx.user);
      const target = await lockUser(trx, input.userId);
      if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: SUPER_ADMIN_MESSAGES.userNotFound });
      if (target.id === ctx.user.id) {
        throw new TRPCError({ code: 'FORBIDDEN', message: SUPER_ADMIN_MESSAGES.cannotDeleteSelf });
      }
      if (target.role === 'admin' && adminIds.filter((id) => id !== target.id).length === 0) {
        throw new TRPCError({ code: 'CONFLICT', message: SUPER_ADMIN_MESSAGES.lastAdminDelete });
      }
      const resumePath = await findResumePathOfUser(trx, target.id);
      const kept = await hasMoneyRecords(trx, target.id);
      const anonymised = kept ? await anonymiseUser(trx, target.id, target.email) : undefined;
      const counts = anonymised?.counts ?? (await deleteUserAndData(trx, target.id, target.email));
      // Their jobs and applications went (or closed) too.
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
        after: anonymised
          ? {
              deleted: counts,
              keptAs: 'Deleted user',
              jobsClosed: anonymised.deletion.jobsClosed,
              offersWithdrawn: anonymised.deletion.offersWithdrawn,
              contractsEnded: anonymised.deletion.contractsEnded,
            }
          : { deleted: counts },
      });
      return { counts, kept, avatarUrl: target.profileImageUrl, resumePath };
    });
    if (result.avatarUrl) {
      await deleteStoredAvatar(ctx.services.config.uploadDir, result.avatarUrl, ctx.log);
    }
    if (result.resumePath)
      await deleteStoredResume(ctx.services.config.uploadDir, result.resumePath, ctx.log);
    const message = result.kept
      ? SUPER_ADMIN_MESSAGES.userDeletedRecordsKept
      : SUPER_ADMIN_MESSAGES.userDeleted;
    return { message, deleted: result.counts };
  });
