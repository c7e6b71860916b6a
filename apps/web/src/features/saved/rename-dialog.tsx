import { SAVED_LIMITS, SHORTLIST_MESSAGES } from '@talanta/schema';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  FormField,
  Input,
  toast,
} from '@talanta/ui';
import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';

interface RenameDialogProps {
  /** What is renamed, in the texts: "shortlist", "saved search". */
  thing: string;
  currentName: string;
  onRename: (name: string) => Promise<unknown>;
  pending: boolean;
}

/** Rename a shortlist or a saved search; a taken name or any refusal shows in the dialog. */
export function RenameDialog({ thing, currentName, onRename, pending }: RenameDialogProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    setName(currentName);
    setError(null);
    setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(SHORTLIST_MESSAGES.name);
    try {
      await onRename(trimmed);
      toast.success(`Renamed to ${trimmed}`);
      changeOpen(false);
    } catch (failure) {
      setProblem(messageOf(failure, 'The name could not be changed. Please try again.'));
    }
  };
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Rename ${thing} ${currentName}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Rename
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename {thing}</DialogTitle>
          <DialogDescription>Now called “{currentName}”.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <FormField label="Name" error={error ?? undefined}>
            <Input
              value={name}
              maxLength={SAVED_LIMITS.nameMax}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
          </FormField>
          <DialogActions
            confirmLabel="Save name"
            pending={pending}
            error={problem}
            errorTitle="Not renamed"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
