import { type TVettingDraft, ZVettingDraft } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';

/**
 * The wizard's saved progress in this browser (step and data), or null. A signed-in developer's
 * wizard starts from their account (name, email, phone) and always applies under its email.
 */
export const getDraft = publicProcedure.output(ZVettingDraft.nullable()).query(({ ctx }) => {
  const draft: TVettingDraft | null = ctx.draftSession?.read() ?? null;
  const user = ctx.user?.role === 'developer' ? ctx.user : null;
  if (!user) return draft;
  const data = draft?.data ?? {};
  return {
    step: draft?.step ?? 1,
    data: {
      ...data,
      firstName: data.firstName || user.firstName,
      lastName: data.lastName || user.lastName,
      email: user.email,
      phoneNumber: data.phoneNumber || user.phoneNumber || '',
    },
  };
});
