import { trpc } from '@/lib/trpc';

/**
 * After this user changed an interview: the list, the dashboards that count interviews, and the
 * applications (proposing moves a pending one to `interview`). The other side hears it live.
 */
export function useInterviewRefresh() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.interview.list.invalidate(),
      utils.dashboard.invalidate(),
      utils.application.invalidate(),
    ]);
}
