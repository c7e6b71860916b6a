import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/**
 * After a profile save (spec 000 §4: "the current-user data is refreshed"): the signed-in user,
 * and the lists and pages that show the profile.
 */
export function useRefreshProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.auth.session.pathFilter()),
      queryClient.invalidateQueries(trpc.profile.pathFilter()),
      queryClient.invalidateQueries(trpc.talent.pathFilter()),
      queryClient.invalidateQueries(trpc.dashboard.pathFilter()),
    ]);
  };
}
