import {
  REJECTION_LIMITS,
  REJECTION_REASON_LABELS,
  REJECTION_REASONS,
  type TRejectionReason,
} from '@talanta/schema';
import { FormField, Select, Textarea } from '@talanta/ui';
import { characterCount } from '@/lib/format';

const REASON_OPTIONS = REJECTION_REASONS.map((value) => ({ value, label: REJECTION_REASON_LABELS[value] }));

interface RejectionFieldsProps {
  reason: TRejectionReason | '';
  onReasonChange: (reason: TRejectionReason | '') => void;
  note: string;
  onNoteChange: (note: string) => void;
  /** What the empty choice says: "Choose a reason" where one is required, "No reason given" where not. */
  reasonPlaceholder: string;
  reasonOptional?: boolean;
  reasonError?: string | undefined;
}

/** The reason (the shared list) and the note of a rejection, for job and vetting applications alike. */
export function RejectionFields({
  reason,
  onReasonChange,
  note,
  onNoteChange,
  reasonPlaceholder,
  reasonOptional = false,
  reasonError,
}: RejectionFieldsProps) {
  return (
    <>
      <FormField label="Reason" optional={reasonOptional} error={reasonError}>
        <Select
          options={REASON_OPTIONS}
          placeholder={reasonPlaceholder}
          value={reason}
          onValueChange={onReasonChange}
        />
      </FormField>
      <FormField
        label="Note to the applicant"
        optional
        hint={characterCount(note.length, REJECTION_LIMITS.noteMax)}
      >
        <Textarea
          rows={4}
          maxLength={REJECTION_LIMITS.noteMax}
          value={note}
          onChange={(event) => onNoteChange(event.target.value)}
        />
      </FormField>
    </>
  );
}
