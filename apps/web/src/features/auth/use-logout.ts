import { toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTRPC } from '@/lib/trpc';

/**
 * Logs out (spec 000 §4): ends the session, drops every cached answer of the previous user, and
 * goes to /. If the server call fails the page reloads, which re-reads the session from scratch.
 */
export function useLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useMutation(trpc.auth.logout.mutationOptions());

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
