import { findDeveloperById, toPublicDeveloper } from '@talanta/db';
import { TALENT_MESSAGES, ZIdInput, ZPublicDeveloper } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { publicProcedure } from '../../trpc/procedures';

/**
 * GET /api/developers/{id}: one developer's public profile. Unapproved profiles are not found,
 * except by their own developer (who sees that it is under review) and by admins (who review them).
 */
export const byId = publicProcedure
  .input(ZIdInput)
  .output(ZPublicDeveloper)
  .query(async ({ ctx, input }) => {
    const row = await findDeveloperById(ctx.db, input.id);
    const mayView = row && (row.isApproved || ctx.user?.id === row.userId || ctx.user?.role === 'admin');
    if (!row || !mayView) throw new TRPCError({ code: 'NOT_FOUND', message: TALENT_MESSAGES.notFound });
    return toPublicDeveloper(row);
  });
