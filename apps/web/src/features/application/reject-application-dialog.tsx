import {
  REJECTION_LIMITS,
  REJECTION_REASON_LABELS,
  REJECTION_REASONS,
  type TRejectionReason,
} from '@talanta/schema';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Select,
  Textarea,
} from '@talanta/ui';
import { type FormEvent, useState } from 'react';
import type { RejectionChoice } from './use-update-application-status';

const REASON_OPTIONS = REJECTION_REASONS.map((value) => ({ value, label: REJECTION_REASON_LABELS[value] }));

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
          <FormField label="Reason" error={missingReason ? 'Choose a reason' : undefined}>
            <Select
              options={REASON_OPTIONS}
              placeholder="Choose a reason"
              value={reason}
              onValueChange={(value) => {
                setReason(value);
                if (value) setMissingReason(false);
              }}
            />
          </FormField>
          <FormField
            label="Note to the applicant"
            optional
            hint={`${note.length}/${REJECTION_LIMITS.noteMax.toLocaleString('en-US')} characters`}
          >
            <Textarea
              rows={4}
              maxLength={REJECTION_LIMITS.noteMax}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={pending}>
              Reject
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
