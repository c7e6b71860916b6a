import type { TRejectionReason } from '@talanta/schema';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@talanta/ui';
import { type FormEvent, useState } from 'react';
import { RejectionFields } from './rejection-fields';
import type { RejectionChoice } from './use-update-application-status';

interface RejectApplicationDialogProps {
  applicantName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the rejection; answers false when it failed (the dialog then stays open). */
  onReject: (choice: RejectionChoice) => Promise<boolean>;
  pending: boolean;
}

/** Rejecting an applicant: a reason from the shared list (required) and an optional note to them. */
export function RejectApplicationDialog({
  applicantName,
  open,
  onOpenChange,
  onReject,
  pending,
}: RejectApplicationDialogProps) {
  const [reason, setReason] = useState<TRejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);

  const changeOpen = (next: boolean) => {
    if (!next) {
      setReason('');
      setNote('');
      setMissingReason(false);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    if (await onReject({ reason, note })) changeOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject {applicantName}?</DialogTitle>
          <DialogDescription>
            {applicantName} will see the reason and your note in My Applications and by email.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <RejectionFields
            reason={reason}
            onReasonChange={(value) => {
              setReason(value);
              if (value) setMissingReason(false);
            }}
            note={note}
            onNoteChange={setNote}
            reasonPlaceholder="Choose a reason"
            reasonError={missingReason ? 'Choose a reason' : undefined}
          />
          <DialogActions confirmLabel="Reject" confirmVariant="danger" pending={pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
