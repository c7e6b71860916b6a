import {
  SAVED_LIMITS,
  SHORTLIST_MESSAGES,
  type TSavedSearchAlert,
  type TSavedSearchKind,
} from '@talanta/schema';
import {
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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { AlertChoice } from './alert-choice';
import { type SaveSearchButtonProps, SaveSearchTrigger } from './save-search-button';
import { describeSavedQuery, suggestedSearchName } from './saved-search-query';

/** The button's dialog: name the search, choose alerts. Loaded apart (save-search-button.tsx). */
export function SaveSearchDialog({ kind, query }: SaveSearchButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <SaveSearchTrigger />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save this search</DialogTitle>
          <DialogDescription>
            {describeFilters(kind, query)} Open it again from Saved Searches, and choose whether to hear about
            new {kind === 'jobs' ? 'jobs' : 'Tech Talent'} that match.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so the name follows the filters of this moment. */}
        {open && <SaveSearchForm kind={kind} query={query} onSaved={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function describeFilters(kind: TSavedSearchKind, query: Record<string, unknown>): string {
  const parts = describeSavedQuery({ kind, query });
  return parts.length ? `Filters: ${parts.join(', ')}.` : 'No filters: every new one is a match.';
}

function SaveSearchForm({ kind, query, onSaved }: SaveSearchButtonProps & { onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState(() => suggestedSearchName({ kind, query }));
  const [alert, setAlert] = useState<TSavedSearchAlert>('instant');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useMutation(
    trpc.savedSearch.create.mutationOptions({
      onSettled: () => void queryClient.invalidateQueries(trpc.savedSearch.list.pathFilter()),
    }),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(SHORTLIST_MESSAGES.name);
    try {
      await create.mutateAsync({ kind, name: trimmed, query, alert });
      toast.success('Search saved', { description: `${trimmed} is on your Saved Searches.` });
      onSaved();
    } catch {
      // The server's refusal (too many searches, a filter it does not take) shows below the fields.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <FormField label="Name" error={nameError ?? undefined}>
        <Input
          value={name}
          maxLength={SAVED_LIMITS.nameMax}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
            create.reset();
          }}
        />
      </FormField>
      <AlertChoice value={alert} onChange={setAlert} />
      <DialogActions
        confirmLabel="Save search"
        pending={create.isPending}
        errorTitle="The search was not saved"
        error={
          create.error && (
            <>
              {messageOf(create.error, 'Please try again later.')}{' '}
              <Link to="/saved-searches" className="font-medium text-accent hover:underline">
                Your saved searches
              </Link>
            </>
          )
        }
      />
    </form>
  );
}
