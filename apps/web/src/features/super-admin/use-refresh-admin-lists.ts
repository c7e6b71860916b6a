import { trpc } from '@/lib/trpc';

/** Refreshes what an admin change can touch: the lists named, and always the stat cards. */
export function useRefreshAdminLists() {
  const utils = trpc.useUtils();
  return (...lists: ('listUsers' | 'listDevelopers' | 'listClients' | 'listJobs' | 'auditLog')[]) =>
    Promise.all([
      utils.superAdmin.stats.invalidate(),
      utils.superAdmin.auditLog.invalidate(),
      ...lists.map((list) => utils.superAdmin[list].invalidate()),
    ]);
}
