import { toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

/** 'Move Rejected → Pending' (spec 001 §4, §8): every rejected application back to pending. */
export function useResetRejected(onDone: () => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.vetting.resetRejected.mutationOptions({
      onSuccess: (result) => {
        toast.success('Reset complete', {
          description: result.message || 'Rejected applications moved to pending.',
        });
        onDone();
      },
      onError: (error) => toast.error('Reset failed', { description: messageOf(error, 'Please try again.') }),
      onSettled: () => queryClient.invalidateQueries(trpc.vetting.list.pathFilter()),
    }),
  );
  return { reset: () => mutation.mutate(), resetting: mutation.isPending };
}
