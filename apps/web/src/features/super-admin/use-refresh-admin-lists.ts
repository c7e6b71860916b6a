import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** Refreshes what an admin change can touch: the lists named, and always the stat cards. */
export function useRefreshAdminLists() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (...lists: ('listUsers' | 'listDevelopers' | 'listClients' | 'listJobs' | 'auditLog')[]) =>
    Promise.all([
      queryClient.invalidateQueries(trpc.superAdmin.stats.pathFilter()),
      queryClient.invalidateQueries(trpc.superAdmin.auditLog.pathFilter()),
      ...lists.map((list) => queryClient.invalidateQueries(trpc.superAdmin[list].pathFilter())),
    ]);
}
