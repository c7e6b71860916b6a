import { findEmailPreferences } from '@talanta/db';
import { CONFIGURABLE_EMAIL_KINDS, EMAIL_KIND_LABELS, ZEmailPreferenceList } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';

/** GET /api/account/email-preferences: every kind that can be turned off, with its setting or the default. */
export const list = signedInProcedure.output(ZEmailPreferenceList).query(async ({ ctx }) => {
  const stored = new Map((await findEmailPreferences(ctx.db, ctx.user.id)).map((row) => [row.kind, row]));
  return {
    items: CONFIGURABLE_EMAIL_KINDS.map((kind) => ({
      kind,
      label: EMAIL_KIND_LABELS[kind],
      emailEnabled: stored.get(kind)?.emailEnabled ?? true,
      digest: stored.get(kind)?.digest ?? 'off',
    })),
  };
});
