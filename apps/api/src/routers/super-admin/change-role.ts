import {
  announceChange,
  changeUserRole,
  createNotification,
  deleteUserApiTokens,
  deleteUserSessions,
  lockUser,
  recordAudit,
  toUser,
} from '@talanta/db';
import { ROLE_LABELS, SUPER_ADMIN_MESSAGES, ZRoleChangeInput, ZRoleChangeResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { auditActor, lockAdminsAsActingAdmin } from '../../trpc/audit-actor';
import { adminProcedure } from '../../trpc/procedures';

/**
 * PUT /api/super-admin/users/{userId}/role. An admin cannot demote themself and the last admin
 * cannot be demoted (the admins' rows stay locked while this runs, so two admins demoting each
 * other at once cannot both succeed, and a caller demoted meanwhile is refused). The user's sessions end, the profile the new role needs is
 * made, and they are told. Setting the role a user already has changes nothing.
 */
export const changeRole = adminProcedure
  .input(ZRoleChangeInput)
  .output(ZRoleChangeResult)
  .mutation(async ({ ctx, input }) => {
    const user = await ctx.db.transaction().execute(async (trx) => {
      const adminIds = await lockAdminsAsActingAdmin(trx, ctx.user);
      const target = await lockUser(trx, input.userId);
      if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: SUPER_ADMIN_MESSAGES.userNotFound });
      if (target.role === input.role) return target;
      if (target.id === ctx.user.id) {
        throw new TRPCError({ code: 'FORBIDDEN', message: SUPER_ADMIN_MESSAGES.cannotDemoteSelf });
      }
      if (target.role === 'admin' && adminIds.filter((id) => id !== target.id).length === 0) {
        throw new TRPCError({ code: 'CONFLICT', message: SUPER_ADMIN_MESSAGES.lastAdminDemote });
      }
      const effects = await changeUserRole(trx, target.id, target.role, input.role);
      await announceChange(trx, { userIds: [target.id], admins: true }, ['user']);
      await deleteUserSessions(trx, target.id);
      await deleteUserApiTokens(trx, target.id);
      await createNotification(trx, {
        userId: target.id,
        type: 'other',
        title: 'Your account role changed',
        message: `An administrator changed your account from ${ROLE_LABELS[target.role]} to ${ROLE_LABELS[input.role]}.`,
        link: null,
      });
      await recordAudit(trx, {
        actor: auditActor(ctx.user),
        action: 'user.role_change',
        targetType: 'user',
        targetId: target.id,
        before: { email: target.email, role: target.role },
        after: { email: target.email, role: input.role, sessionsEnded: true, ...effects },
      });
      return { ...target, role: input.role };
    });
    return { message: SUPER_ADMIN_MESSAGES.roleUpdated, user: toUser(user) };
  });
