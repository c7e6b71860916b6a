import {
  announceChange,
  createNotification,
  lockAdminDeveloper,
  recordAudit,
  setDeveloperFlags,
} from '@talanta/db';
import { SUPER_ADMIN_MESSAGES, ZDeveloperStatusInput, ZDeveloperStatusResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { lockActingAdmin } from '../../trpc/audit-actor';
import { adminProcedure } from '../../trpc/procedures';
import { refuseApprovalAgainstVetting, withVettingState } from '../vetting/developer-vetting';

const NOTICES = {
  isApproved: {
    true: {
      type: 'success',
      title: 'Your profile is approved',
      message: 'Clients can now find your profile and you can apply to jobs.',
    },
    false: {
      type: 'warning',
      title: 'Your profile approval was withdrawn',
      message: 'Your profile is no longer listed for clients. Contact us if you think this is a mistake.',
    },
  },
  isVerified: {
    true: {
      type: 'success',
      title: 'Your profile is verified',
      message: 'Clients now see the Verified badge on your profile.',
    },
    false: {
      type: 'warning',
      title: 'Your profile is no longer verified',
      message: 'The Verified badge was removed from your profile. Contact us if you think this is a mistake.',
    },
  },
} as const;

/**
 * PUT /api/super-admin/developers/{developerId}/status with exactly one of isApproved or isVerified
 * (the changed one; developerId is the profile id). The developer is notified of a change; setting
 * the value a flag already has changes nothing. Approving is refused (409) where the developer's
 * vetting application decides (pending, rejected, approved but not yet proven).
 */
export const setDeveloperStatus = adminProcedure
  .input(ZDeveloperStatusInput)
  .output(ZDeveloperStatusResult)
  .mutation(async ({ ctx, input }) => {
    const flag = input.isApproved === undefined ? 'isVerified' : 'isApproved';
    const value = (input[flag] ?? false) as boolean;
    const developer = await ctx.db.transaction().execute(async (trx) => {
      const actor = await lockActingAdmin(trx, ctx.user);
      const locked = await lockAdminDeveloper(trx, input.developerId);
      if (!locked)
        throw new TRPCError({ code: 'NOT_FOUND', message: SUPER_ADMIN_MESSAGES.developerNotFound });
      const before = withVettingState(locked, ctx.services.config.reapplyAfterDays);
      if (before[flag] === value) return before;
      // The same one approval path as PUT /api/admin/developers/{id}/approve.
      if (flag === 'isApproved' && value) refuseApprovalAgainstVetting(before.vetting);
      await setDeveloperFlags(trx, before.id, { [flag]: value });
      await announceChange(trx, { userIds: [before.userId], admins: true }, ['vetting', 'user']);
      const notice = NOTICES[flag][value ? 'true' : 'false'];
      await createNotification(trx, { userId: before.userId, ...notice, link: '/developer/profile' });
      await recordAudit(trx, {
        actor,
        action: 'developer.status',
        targetType: 'developer_profile',
        targetId: before.id,
        before: { userId: before.userId, email: before.user.email, [flag]: before[flag] },
        after: { userId: before.userId, email: before.user.email, [flag]: value },
      });
      return { ...before, [flag]: value };
    });
    ctx.services.jobs.wake();
    return { message: SUPER_ADMIN_MESSAGES.developerStatusUpdated, developer };
  });
