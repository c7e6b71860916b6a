import { toast } from '@talanta/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { trpc } from '@/lib/trpc';

/**
 * Logs out (spec 000 §4): ends the session, drops every cached answer of the previous user, and
 * goes to /. If the server call fails the page reloads, which re-reads the session from scratch.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = trpc.auth.logout.useMutation();

  async function logOut() {
    try {
      await logout.mutateAsync();
    } catch {
      window.location.reload();
      return;
    }
    queryClient.clear();
    await navigate({ to: '/' });
    toast.success('Logged out', { description: 'You have been successfully logged out.' });
  }

  return { logOut, isPending: logout.isPending };
}
