import { trpc } from '@/lib/trpc';

/**
 * After a profile save (spec 000 §4: "the current-user data is refreshed"): the signed-in user,
 * and the lists and pages that show the profile.
 */
export function useRefreshProfile() {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([
      utils.auth.session.invalidate(),
      utils.profile.invalidate(),
      utils.talent.invalidate(),
      utils.dashboard.invalidate(),
    ]);
  };
}
