import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/**
 * After this user changed an interview: the list, the dashboards that count interviews, and the
 * applications (proposing moves a pending one to `interview`). The other side hears it live.
 */
export function useInterviewRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.interview.list.pathFilter()),
      queryClient.invalidateQueries(trpc.dashboard.pathFilter()),
      queryClient.invalidateQueries(trpc.application.pathFilter()),
    ]);
}
