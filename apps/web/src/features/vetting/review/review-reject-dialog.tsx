import type { TRejectionReason, TVettingSubmission } from '@talanta/schema';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@talanta/ui';
import { useState } from 'react';
import { RejectionFields } from '@/features/application/rejection-fields';
import { personName } from '@/lib/format';
import type { VettingRejection } from './review-cache';

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
        <RejectionFields
          reason={reason}
          onReasonChange={setReason}
          note={note}
          onNoteChange={setNote}
          reasonPlaceholder="No reason given"
          reasonOptional
        />
        <DialogActions confirmLabel="Reject application" confirmVariant="danger" />
      </form>
    </DialogContent>
  );
}
