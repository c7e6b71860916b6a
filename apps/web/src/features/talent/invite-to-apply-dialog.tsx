import { JOB_INVITATION_LIMITS } from '@talanta/schema';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  ErrorState,
  FormField,
  LoadingState,
  Select,
  Textarea,
  toast,
} from '@talanta/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { characterCount } from '@/lib/format';
import { QueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';

interface InviteToApplyDialogProps {
  /** The developer's user id (what invitations name), and their name for the texts. */
  developerId: number;
  name: string;
  /** The job to invite to, chosen already (Suggested Tech Talent on a job's page). */
  jobId?: number;
}

/** A client invites this developer to apply to one of their open jobs, with an optional message. */
export function InviteToApplyDialog({ developerId, name, jobId }: InviteToApplyDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Send aria-hidden="true" className="size-4" />
          Invite to apply
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite {name} to apply</DialogTitle>
          <DialogDescription>They are notified and see that you invited them on the job.</DialogDescription>
        </DialogHeader>
        <QueryBoundary
          pending={<LoadingState label="Loading your jobs" />}
          failed={({ retry }) => <ErrorState title="Your jobs could not be loaded" onRetry={retry} />}
        >
          <InviteForm developerId={developerId} name={name} jobId={jobId} onSent={() => setOpen(false)} />
        </QueryBoundary>
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({
  developerId,
  name,
  jobId: chosenJobId,
  onSent,
}: InviteToApplyDialogProps & { onSent: () => void }) {
  const trpc = useTRPC();
  const { data: jobs } = useSuspenseQuery(trpc.job.listOwn.queryOptions());
  const openJobs = jobs.filter((job) => job.status === 'open');
  const [jobId, setJobId] = useState(chosenJobId === undefined ? '' : String(chosenJobId));
  const [message, setMessage] = useState('');
  const [missingJob, setMissingJob] = useState(false);
  const invite = useMutation(trpc.job.invite.mutationOptions());

  if (openJobs.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-ink-muted">
        <p>You have no open job to invite {name} to. Post one, or reopen a closed job.</p>
        <Button asChild size="sm">
          <Link to="/post-job">Post a Job</Link>
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!jobId) {
      setMissingJob(true);
      return;
    }
    try {
      await invite.mutateAsync({ id: Number(jobId), developerId, message });
      toast.success('Invitation sent', { description: `${name} was invited to apply.` });
      onSent();
    } catch {
      // The dialog shows the server's message (already invited, job closed) below the fields.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <FormField label="Job" error={missingJob ? 'Choose a job' : undefined}>
        <Select
          options={openJobs.map((job) => ({ value: String(job.id), label: job.title }))}
          placeholder="Choose one of your open jobs"
          value={jobId}
          onValueChange={(value) => {
            setJobId(value);
            if (value) setMissingJob(false);
            invite.reset();
          }}
        />
      </FormField>
      <FormField
        label="Message"
        optional
        hint={characterCount(message.length, JOB_INVITATION_LIMITS.messageMax)}
      >
        <Textarea
          rows={4}
          maxLength={JOB_INVITATION_LIMITS.messageMax}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormField>
      <DialogActions
        confirmLabel="Send invitation"
        pending={invite.isPending}
        error={invite.error && messageOf(invite.error, 'Please try again later.')}
        errorTitle="The invitation was not sent"
      />
    </form>
  );
}
