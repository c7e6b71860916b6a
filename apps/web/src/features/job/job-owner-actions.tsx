import type { TJob } from '@talanta/schema';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  toast,
} from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Lock, LockOpen, Pencil } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

const TEXTS = {
  close: {
    button: 'Close job',
    title: 'Close this job?',
    description:
      'Developers will no longer find it in Browse Jobs or be able to apply. Its applications stay here and you can reopen it at any time.',
    done: 'Job closed',
    doneDescription: 'It no longer accepts applications.',
    failure: 'Could not close the job.',
  },
  reopen: {
    button: 'Reopen job',
    title: 'Reopen this job?',
    description: 'It will appear in Browse Jobs again and accept new applications.',
    done: 'Job reopened',
    doneDescription: 'It accepts applications again.',
    failure: 'Could not reopen the job.',
  },
} as const;

interface JobOwnerActionsProps {
  job: Pick<TJob, 'id' | 'status' | 'title'>;
  /** Smaller buttons where many jobs are listed (/client/jobs). */
  size?: 'sm' | 'md';
}

/** The owner's Edit job (open jobs only: a closed job is reopened first) and Close / Reopen job. */
export function JobOwnerActions({ job, size = 'md' }: JobOwnerActionsProps) {
  return (
    <>
      {job.status === 'open' && (
        <Button asChild variant="secondary" size={size}>
          <Link to="/jobs/$id/edit" params={{ id: String(job.id) }} aria-label={`Edit job ${job.title}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit job
          </Link>
        </Button>
      )}
      <CloseOrReopenJob job={job} size={size} />
    </>
  );
}

/** Close job / Reopen job, each confirmed in a dialog first. */
function CloseOrReopenJob({ job, size }: Required<JobOwnerActionsProps>) {
  const trpc = useTRPC();
  const action = job.status === 'open' ? 'close' : 'reopen';
  const texts = TEXTS[action];
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.job.byId.queryFilter({ id: job.id })),
      queryClient.invalidateQueries(trpc.job.list.pathFilter()),
      queryClient.invalidateQueries(trpc.job.listOwn.pathFilter()),
      queryClient.invalidateQueries(trpc.dashboard.clientStats.pathFilter()),
    ]);
  // Not awaited: the dialog closes with its own texts before the page switches to the new status.
  const close = useMutation(trpc.job.close.mutationOptions({ onSuccess: () => void refresh() }));
  const reopen = useMutation(trpc.job.reopen.mutationOptions({ onSuccess: () => void refresh() }));
  const mutation = action === 'close' ? close : reopen;

  const confirm = async () => {
    try {
      await mutation.mutateAsync({ id: job.id });
      setOpen(false);
      toast.success(texts.done, { description: texts.doneDescription });
    } catch (error) {
      toast.error('Error', { description: messageOf(error, texts.failure) });
    }
  };

  const Icon = action === 'close' ? Lock : LockOpen;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant={action === 'close' ? 'danger' : 'primary'}
          size={size}
          aria-label={`${texts.button}: ${job.title}`}
        >
          <Icon aria-hidden="true" className="size-4" />
          {texts.button}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <DialogActions
          confirmLabel={texts.button}
          confirmVariant={action === 'close' ? 'danger' : 'primary'}
          pending={mutation.isPending}
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
