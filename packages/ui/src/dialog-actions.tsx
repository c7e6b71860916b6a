import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button, type ButtonVariant } from './button';
import { DialogClose } from './dialog';
import { useUiTexts } from './ui-texts';

/** Stacked full width on phones with the confirming button on top; a row at the right from `sm` up. */
export const dialogActionsClasses = 'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end';

export interface DialogActionsProps {
  /** The confirming button's text (and icon), e.g. "Delete my account". */
  confirmLabel: ReactNode;
  confirmVariant?: ButtonVariant;
  /** Runs on click; without it the confirming button submits the form it stands in. */
  onConfirm?: () => void;
  /** While the action runs the confirming button is disabled and shows a spinner. */
  pending?: boolean;
  cancelLabel?: ReactNode;
  /** Without it Cancel closes the dialog around it; with it (a form shown in place) Cancel calls it. */
  onCancel?: () => void;
  /** Why the last try failed (the server's message), shown above the buttons. */
  error?: ReactNode;
  errorTitle?: ReactNode;
}

/** The footer of a dialog or an inline form: an optional error, Cancel, and the confirming button. */
export function DialogActions({
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
  pending = false,
  cancelLabel,
  onCancel,
  error,
  errorTitle,
}: DialogActionsProps) {
  const texts = useUiTexts();
  cancelLabel ??= texts.cancel;
  const cancel = (
    <Button variant="ghost" onClick={onCancel}>
      {cancelLabel}
    </Button>
  );
  return (
    <>
      {error ? (
        <Alert tone="danger" title={errorTitle}>
          {error}
        </Alert>
      ) : null}
      <div className={dialogActionsClasses}>
        {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
        <Button
          type={onConfirm ? 'button' : 'submit'}
          variant={confirmVariant}
          loading={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}
