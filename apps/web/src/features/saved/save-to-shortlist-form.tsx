import { SAVED_LIMITS, SHORTLIST_MESSAGES } from '@talanta/schema';
import { DialogActions, FormField, Input, Select, Textarea, toast } from '@talanta/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { characterCount } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';

/** The choice that makes a new shortlist instead of picking one. */
const NEW_LIST = 'new';

interface SaveToShortlistFormProps {
  developerId: number;
  name: string;
  onSaved: () => void;
}

/** Pick a shortlist or name a new one, add an optional note, Save. */
export function SaveToShortlistForm({ developerId, name, onSaved }: SaveToShortlistFormProps) {
  const trpc = useTRPC();
  const { data: shortlists } = useSuspenseQuery(trpc.shortlist.list.queryOptions());
  const queryClient = useQueryClient();
  // The newest list is the likeliest next one; with none yet, the form names the first.
  const [choice, setChoice] = useState<string>(shortlists[0] ? String(shortlists[0].id) : NEW_LIST);
  const [newName, setNewName] = useState('');
  const savedNote = (listId: string) =>
    shortlists
      .find((list) => String(list.id) === listId)
      ?.developers.find((entry) => entry.developer.id === developerId)?.note ?? '';
  // Saving again to a list that holds the developer changes their note, so it starts from the old one.
  const [note, setNote] = useState(() => savedNote(choice));
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(trpc.shortlist.create.mutationOptions());
  const add = useMutation(trpc.shortlist.addDeveloper.mutationOptions());
  const saving = create.isPending || add.isPending;

  const options = [
    ...shortlists.map((list) => {
      const holds = list.developers.some((entry) => entry.developer.id === developerId);
      return { value: String(list.id), label: holds ? `${list.name} (saved, update the note)` : list.name };
    }),
    { value: NEW_LIST, label: 'New shortlist…' },
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const trimmed = newName.trim();
    if (choice === NEW_LIST && !trimmed) return setNameError(SHORTLIST_MESSAGES.name);
    try {
      let target = shortlists.find((list) => String(list.id) === choice);
      if (!target) {
        target = await create.mutateAsync({ name: trimmed });
        // Should adding fail, the new list is there to pick on the next try, not made twice.
        setChoice(String(target.id));
        setNewName('');
      }
      await add.mutateAsync({ id: target.id, developerId, note: note.trim() || undefined });
      toast.success(`Saved to ${target.name}`, { description: `${name} is on your shortlist.` });
      onSaved();
    } catch (error) {
      setProblem(messageOf(error, 'The developer could not be saved. Please try again.'));
    } finally {
      void queryClient.invalidateQueries(trpc.shortlist.list.pathFilter());
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <FormField label="Shortlist">
        <Select
          options={options}
          value={choice}
          onValueChange={(value) => {
            const next = value || NEW_LIST;
            setChoice(next);
            setNote(savedNote(next));
          }}
        />
      </FormField>
      {choice === NEW_LIST && (
        <FormField label="New shortlist name" error={nameError ?? undefined}>
          <Input
            value={newName}
            maxLength={SAVED_LIMITS.nameMax}
            placeholder="e.g. Frontend, Q3 hires"
            onChange={(event) => {
              setNewName(event.target.value);
              setNameError(null);
            }}
          />
        </FormField>
      )}
      <FormField label="Private note" optional hint={characterCount(note.length, SAVED_LIMITS.noteMax)}>
        <Textarea
          rows={3}
          maxLength={SAVED_LIMITS.noteMax}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <DialogActions confirmLabel="Save" pending={saving} error={problem} errorTitle="Not saved" />
    </form>
  );
}
