import type { TShortlist } from '@talanta/schema';
import { Avatar, Button, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { developerName } from '@/features/talent/format';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { RenameDialog } from './rename-dialog';

type Entry = TShortlist['developers'][number];

/** One shortlist: its name and actions, then its developers with their notes. */
export function ShortlistCard({ shortlist }: { shortlist: TShortlist }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries(trpc.shortlist.list.pathFilter());
  const rename = useMutation(trpc.shortlist.rename.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.shortlist.remove.mutationOptions({ onSettled: refresh }));
  const headingId = `shortlist-${shortlist.id}`;
  const count = shortlist.developers.length;
  return (
    <li>
      <section
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-card sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-0.5">
            <h2 id={headingId} className="break-words text-lg font-semibold text-ink">
              {shortlist.name}
            </h2>
            <p className="text-sm text-ink-muted">
              {count} {count === 1 ? 'developer' : 'developers'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <RenameDialog
              thing="shortlist"
              currentName={shortlist.name}
              pending={rename.isPending}
              onRename={(name) => rename.mutateAsync({ id: shortlist.id, name })}
            />
            <InterviewActionDialog
              trigger="Delete"
              triggerVariant="danger"
              triggerLabel={`Delete shortlist ${shortlist.name}`}
              title="Delete this shortlist?"
              description={`“${shortlist.name}” and your notes on its ${count === 1 ? 'developer' : 'developers'} are deleted. The developers are not told. This cannot be undone.`}
              confirmLabel="Delete shortlist"
              confirmVariant="danger"
              done="Shortlist deleted"
              pending={remove.isPending}
              onConfirm={() => remove.mutateAsync({ id: shortlist.id })}
            />
          </div>
        </div>
        {count === 0 ? (
          <p className="text-sm text-ink-muted">
            No developers on this shortlist yet. Press Save on a developer card to add one.
          </p>
        ) : (
          <ul aria-label={`Developers on ${shortlist.name}`} className="flex flex-col divide-y divide-line">
            {shortlist.developers.map((entry) => (
              <ShortlistEntry key={entry.developer.id} entry={entry} shortlist={shortlist} />
            ))}
          </ul>
        )}
      </section>
    </li>
  );
}

function ShortlistEntry({ entry, shortlist }: { entry: Entry; shortlist: TShortlist }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const name = developerName(entry.developer);
  const removeDeveloper = useMutation(
    trpc.shortlist.removeDeveloper.mutationOptions({
      onSuccess: () => toast.success(`${name} removed from ${shortlist.name}`),
      onError: (error) =>
        toast.error(messageOf(error, 'The developer could not be removed. Please try again.')),
      onSettled: () => void queryClient.invalidateQueries(trpc.shortlist.list.pathFilter()),
    }),
  );
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Avatar name={name} imageUrl={entry.developer.user.profileImageUrl} />
        <div className="flex min-w-0 flex-col gap-0.5">
          <Link
            to="/developers/$id"
            params={{ id: String(entry.developer.id) }}
            className="font-medium text-ink hover:text-accent hover:underline"
          >
            {name}
          </Link>
          {entry.developer.title && <p className="text-sm text-ink-muted">{entry.developer.title}</p>}
          {entry.note ? (
            <p className="whitespace-pre-line break-words text-sm text-ink">
              <span className="text-ink-subtle">Note: </span>
              {entry.note}
            </p>
          ) : null}
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        aria-label={`Remove ${name} from ${shortlist.name}`}
        loading={removeDeveloper.isPending}
        onClick={() => removeDeveloper.mutate({ id: shortlist.id, developerId: entry.developer.id })}
      >
        <X aria-hidden="true" className="size-4" />
        Remove
      </Button>
    </li>
  );
}
