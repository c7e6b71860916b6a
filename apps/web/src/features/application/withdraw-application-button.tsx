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
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

interface WithdrawApplicationButtonProps {
  application: { id: number; attempt: number; job: { id: number; title: string } };
}

/**
 * Withdraw on My Applications, confirmed first: the client is told, and the application cannot be
 * brought back (a new one may be sent once, while the job is open).
 */
export function WithdrawApplicationButton({ application }: WithdrawApplicationButtonProps) {
  const trpc = useTRPC();
  const { job } = application;
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const withdraw = useMutation(
    trpc.application.withdraw.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.application.listMine.pathFilter()),
          queryClient.invalidateQueries(trpc.job.byId.queryFilter({ id: job.id })),
          queryClient.invalidateQueries(trpc.dashboard.developerStats.pathFilter()),
        ]),
    }),
  );

  const confirm = async () => {
    try {
      await withdraw.mutateAsync({ id: application.id });
      setOpen(false);
      toast.success('Application withdrawn', { description: `The client of "${job.title}" has been told.` });
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Could not withdraw the application.') });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Withdraw application: ${job.title}`}>
          <Undo2 aria-hidden="true" className="size-4" />
          Withdraw
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Withdraw this application?</DialogTitle>
          <DialogDescription>
            The client of "{job.title}" will be told that you withdrew.{' '}
            {application.attempt === 1
              ? 'You can send one new application to this job later, while it is open.'
              : 'This is your second application to this job, so you cannot send another.'}
          </DialogDescription>
        </DialogHeader>
        <DialogActions
          cancelLabel="Keep application"
          confirmLabel="Withdraw application"
          confirmVariant="danger"
          pending={withdraw.isPending}
          onConfirm={() => void confirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
