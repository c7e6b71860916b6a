import { toast } from '@talanta/ui';
import { messageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/** 'Move Rejected → Pending' (spec 001 §4, §8): every rejected application back to pending. */
export function useResetRejected(onDone: () => void) {
  const utils = trpc.useUtils();
  const mutation = trpc.vetting.resetRejected.useMutation({
    onSuccess: (result) => {
      toast.success('Reset complete', {
        description: result.message || 'Rejected applications moved to pending.',
      });
      onDone();
    },
    onError: (error) => toast.error('Reset failed', { description: messageOf(error, 'Please try again.') }),
    onSettled: () => utils.vetting.list.invalidate(),
  });
  return { reset: () => mutation.mutate(), resetting: mutation.isPending };
}
