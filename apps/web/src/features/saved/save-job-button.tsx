import { Button, cn, toast } from '@talanta/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { useSessionUser } from '@/features/auth/session-user';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

interface SaveJobButtonProps {
  jobId: number;
  /** Names the button among many cards ("Save Payments dashboard"). */
  title: string;
  className?: string;
}

/**
 * A developer's bookmark on a job: a toggle (aria-pressed) whose visible word stays "Save", so its
 * name does not change under a screen reader; the filled icon shows it is on. Anyone else sees nothing.
 */
export function SaveJobButton(props: SaveJobButtonProps) {
  const viewer = useSessionUser();
  if (viewer?.role !== 'developer') return null;
  return <SaveJobToggle {...props} />;
}

function SaveJobToggle({ jobId, title, className }: SaveJobButtonProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // One list for every card on the screen: the query is shared, not one request per job.
  const saved = useQuery(trpc.savedJob.list.queryOptions());
  const isSaved = saved.data?.some((entry) => entry.job.id === jobId) ?? false;
  const refresh = () => void queryClient.invalidateQueries(trpc.savedJob.list.pathFilter());
  const save = useMutation(
    trpc.savedJob.save.mutationOptions({
      onSuccess: () => toast.success('Job saved', { description: `${title} is on your Saved Jobs.` }),
      onError: (error) => toast.error(messageOf(error, 'The job could not be saved. Please try again.')),
      onSettled: refresh,
    }),
  );
  const unsave = useMutation(
    trpc.savedJob.unsave.mutationOptions({
      onSuccess: () => toast.success('Removed from Saved Jobs', { description: title }),
      onError: (error) => toast.error(messageOf(error, 'The job could not be removed. Please try again.')),
      onSettled: refresh,
    }),
  );
  const busy = save.isPending || unsave.isPending;
  // The press shows at once; the list catches up when the server has answered.
  const pressed = save.isPending ? true : unsave.isPending ? false : isSaved;
  return (
    <Button
      type="button"
      variant={pressed ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={pressed}
      aria-label={`Save ${title}`}
      // Until the list is known the button cannot say whether it is on.
      disabled={!saved.isSuccess}
      // Not disabled while it runs, so keyboard focus stays on the button; a second press waits.
      aria-busy={busy || undefined}
      className={className}
      onClick={() => {
        if (!busy) (isSaved ? unsave : save).mutate({ jobId });
      }}
    >
      <Bookmark aria-hidden="true" className={cn('size-4', pressed && 'fill-current text-accent')} />
      Save
    </Button>
  );
}
