import { approveDeveloperProfile } from '@talanta/db';
import { TALENT_MESSAGES, ZApproveDeveloperResult, ZIdInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { adminProcedure } from '../../trpc/procedures';

/**
 * An admin approves a developer profile, which lists it publicly (spec 000 §7 "Approve a
 * developer"). tRPC only for now: the admin area owns the REST path PUT /api/admin/developers/{id}/approve
 * and may map it here.
 */
export const approveDeveloper = adminProcedure
  .input(ZIdInput)
  .output(ZApproveDeveloperResult)
  .mutation(async ({ ctx, input }) => {
    const approved = await approveDeveloperProfile(ctx.db, input.id);
    if (!approved) throw new TRPCError({ code: 'NOT_FOUND', message: TALENT_MESSAGES.notFound });
    return { id: input.id, isApproved: true };
  });
