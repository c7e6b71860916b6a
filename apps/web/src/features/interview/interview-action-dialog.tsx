import {
  Button,
  type ButtonVariant,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  toast,
} from '@talanta/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useSingleFlight } from '@/lib/use-single-flight';

interface InterviewActionDialogProps {
  /** The button that opens the dialog, e.g. "Accept". */
  trigger: ReactNode;
  triggerVariant?: ButtonVariant;
  /** Small among a card's buttons (the default); 'md' beside full-size buttons of a form. */
  triggerSize?: 'sm' | 'md';
  /** Names the trigger for screen readers when several cards show the same button. */
  triggerLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  /** Runs the change; a message (string) returned instead is shown in the dialog: a rule the form breaks. */
  onConfirm: () => Promise<unknown>;
  /** The toast once it worked. */
  done: string;
  /** Fields of the dialog, reset by the caller through onOpenChange. */
  children?: ReactNode;
  onOpenChange?: (open: boolean) => void;
  pending: boolean;
}

/**
 * One interview action in a dialog: a form with its fields, Cancel, and the confirming button; the
 * server's message (a broken rule, a slot that has passed) is shown inside, where the fix is made.
 */
export function InterviewActionDialog(props: InterviewActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    setProblem(null);
    props.onOpenChange?.(next);
  };
  const confirm = useSingleFlight(async () => {
    try {
      const refused = await props.onConfirm();
      if (typeof refused === 'string') return setProblem(refused);
      changeOpen(false);
      toast.success(props.done);
    } catch (error) {
      setProblem(messageOf(error, 'Something went wrong. Please try again.'));
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button
          variant={props.triggerVariant ?? 'outline'}
          size={props.triggerSize ?? 'sm'}
          aria-label={props.triggerLabel}
        >
          {props.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {props.children}
          <DialogActions
            cancelLabel="Back"
            confirmLabel={props.confirmLabel}
            confirmVariant={props.confirmVariant}
            pending={props.pending}
            error={problem}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
