import {
  announceChange,
  createNotification,
  lockAdminDeveloper,
  recordAudit,
  setDeveloperFlags,
} from '@talanta/db';
import { ADMIN_MESSAGES, ZDeveloperApprovalResult, ZIdInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { lockActingAdmin } from '../../trpc/audit-actor';
import { adminProcedure } from '../../trpc/procedures';
import { refuseApprovalAgainstVetting, withVettingState } from './developer-vetting';

/**
 * PUT /api/admin/developers/{id}/approve, where id is the developer PROFILE id (as in the
 * pending-developers list and the super admin's developer tab). Approving an approved profile
 * changes nothing and answers the same; a developer whose vetting application is pending, rejected
 * or not yet proven is refused (409), checked under the locks of the approving transaction.
 */
export const approveDeveloper = adminProcedure
  .input(ZIdInput)
  .output(ZDeveloperApprovalResult)
  .mutation(async ({ ctx, input }) => {
    const developer = await ctx.db.transaction().execute(async (trx) => {
      const actor = await lockActingAdmin(trx, ctx.user);
      const locked = await lockAdminDeveloper(trx, input.id);
      if (!locked) throw new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.developerNotFound });
      const before = withVettingState(locked, ctx.services.config.reapplyAfterDays);
      if (before.isApproved) return before;
      refuseApprovalAgainstVetting(before.vetting);
      await setDeveloperFlags(trx, before.id, { isApproved: true });
      await announceChange(trx, { userIds: [before.userId], admins: true }, ['vetting', 'user']);
      await createNotification(trx, {
        userId: before.userId,
        type: 'success',
        title: 'Your profile is approved',
        message:
          'You are now an approved Tech Talent on Talanta: clients can find your profile and you can apply to jobs.',
        link: '/developer/profile',
      });
      await recordAudit(trx, {
        actor,
        action: 'developer.approve',
        targetType: 'developer_profile',
        targetId: before.id,
        before: { userId: before.userId, email: before.user.email, isApproved: false },
        after: {
          userId: before.userId,
          email: before.user.email,
          isApproved: true,
          vetting: before.vetting.status,
        },
      });
      return before;
    });
    ctx.services.jobs.wake();
    return {
      message: ADMIN_MESSAGES.developerApproved,
      id: developer.id,
      userId: developer.userId,
      isApproved: true,
    };
  });
