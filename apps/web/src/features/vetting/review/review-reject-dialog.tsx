import {
  REJECTION_LIMITS,
  REJECTION_REASON_LABELS,
  REJECTION_REASONS,
  type TRejectionReason,
  type TVettingSubmission,
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
import { useState } from 'react';
import { personName } from '@/lib/format';
import type { VettingRejection } from './review-cache';

const REASON_OPTIONS = REJECTION_REASONS.map((value) => ({ value, label: REJECTION_REASON_LABELS[value] }));

interface ReviewRejectDialogProps {
  /** The application being rejected; null while the dialog is closed. */
  application: TVettingSubmission | null;
  onCancel: () => void;
  onConfirm: (application: TVettingSubmission, rejection: VettingRejection) => void;
}

/**
 * Reject asks first: an optional reason (one of the shared list, or none) and an optional note,
 * which the applicant reads in the email and the notice.
 */
export function ReviewRejectDialog({ application, onCancel, onConfirm }: ReviewRejectDialogProps) {
  return (
    <Dialog open={application !== null} onOpenChange={(open) => !open && onCancel()}>
      {application && (
        // Keyed so that each applicant starts with an empty form.
        <RejectForm key={application.id} application={application} onConfirm={onConfirm} />
      )}
    </Dialog>
  );
}

function RejectForm({
  application,
  onConfirm,
}: {
  application: TVettingSubmission;
  onConfirm: ReviewRejectDialogProps['onConfirm'];
}) {
  const [reason, setReason] = useState<TRejectionReason | ''>('');
  const [note, setNote] = useState('');
  const name = personName(application);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onConfirm(application, { ...(reason && { reason }), ...(note.trim() && { note: note.trim() }) });
  };
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Reject application</DialogTitle>
        <DialogDescription>
          {name} will receive a polite email. A reason and a note are optional; the applicant reads both.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <FormField label="Reason" optional>
          <Select
            options={REASON_OPTIONS}
            placeholder="No reason given"
            value={reason}
            onValueChange={setReason}
          />
        </FormField>
        <FormField
          label="Note to the applicant"
          optional
          hint={`${note.length.toLocaleString('en-US')} / ${REJECTION_LIMITS.noteMax.toLocaleString('en-US')} characters`}
        >
          <Textarea
            value={note}
            maxLength={REJECTION_LIMITS.noteMax}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger">
            Reject application
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
