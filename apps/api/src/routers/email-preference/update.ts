import { upsertEmailPreference } from '@talanta/db';
import { EMAIL_KIND_LABELS, ZEmailPreference, ZEmailPreferenceUpdateInput } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';

/** PUT /api/account/email-preferences: sets one kind's email on/off and digest (idempotent). */
export const update = signedInProcedure
  .input(ZEmailPreferenceUpdateInput)
  .output(ZEmailPreference)
  .mutation(async ({ ctx, input }) => {
    await upsertEmailPreference(ctx.db, ctx.user.id, input);
    return { ...input, label: EMAIL_KIND_LABELS[input.kind] };
  });
