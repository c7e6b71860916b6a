import { findDeveloperApplicationDefaults } from '@talanta/db';
import { specializationOf, type TVettingDraft, ZVettingDraft } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';

/**
 * The wizard's saved progress in this browser (step and data), or null. A signed-in developer's
 * wizard starts from their account (name, email, phone) and what registration asked (GitHub, the
 * area of specialization), so nothing is asked twice; it always applies under the account's email.
 * A draft saved with one of spec 001's five areas shows as the specialization it names.
 */
export const getDraft = publicProcedure.output(ZVettingDraft.nullable()).query(async ({ ctx }) => {
  const draft: TVettingDraft | null = ctx.draftSession?.read() ?? null;
  const user = ctx.user?.role === 'developer' ? ctx.user : null;
  const area = draft?.data.areaOfExpertise ? specializationOf(draft.data.areaOfExpertise) : null;
  const saved = draft && area ? { ...draft, data: { ...draft.data, areaOfExpertise: area } } : draft;
  if (!user) return saved;
  const data = saved?.data ?? {};
  const registered = await findDeveloperApplicationDefaults(ctx.db, user.id);
  const fromProfile = {
    githubUrl: registered?.githubUrl,
    linkedinUrl: registered?.linkedinUrl,
    portfolioUrl: registered?.portfolioUrl,
    areaOfExpertise: registered?.areaOfSpecialization,
  };
  const filled = Object.fromEntries(
    Object.entries(fromProfile).filter(([field, value]) => value && !data[field as keyof typeof fromProfile]),
  );
  return {
    step: saved?.step ?? 1,
    data: {
      ...data,
      ...filled,
      firstName: data.firstName || user.firstName,
      lastName: data.lastName || user.lastName,
      email: user.email,
      phoneNumber: data.phoneNumber || user.phoneNumber || '',
    },
  };
});
