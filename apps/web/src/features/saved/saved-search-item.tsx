import { SAVED_SEARCH_ALERT_LABELS, type TSavedSearch } from '@talanta/schema';
import { Badge, Button, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { AlertSelect } from './alert-choice';
import { RenameDialog } from './rename-dialog';
import { describeSavedQuery, savedSearchLink } from './saved-search-query';

const KIND_LABELS = { jobs: 'Jobs', developers: 'Tech Talent' } as const;

/** One saved search: its filters in words, Open, its alert, Rename and Delete. */
export function SavedSearchItem({ search }: { search: TSavedSearch }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries(trpc.savedSearch.list.pathFilter());
  const rename = useMutation(trpc.savedSearch.update.mutationOptions({ onSettled: refresh }));
  const changeAlert = useMutation(
    trpc.savedSearch.update.mutationOptions({
      onSuccess: (updated) => toast.success(`Alerts: ${SAVED_SEARCH_ALERT_LABELS[updated.alert]}`),
      onError: (error) => toast.error(messageOf(error, 'The alert could not be changed. Please try again.')),
      onSettled: refresh,
    }),
  );
  const remove = useMutation(trpc.savedSearch.remove.mutationOptions({ onSettled: refresh }));
  // Lists stay cached for the session; opening a search is asking what is new, so it asks again.
  const openFresh = () =>
    void (search.kind === 'jobs'
      ? queryClient.invalidateQueries(trpc.job.list.pathFilter())
      : queryClient.invalidateQueries(trpc.talent.list.pathFilter()));
  const filters = describeSavedQuery(search);
  const headingId = `saved-search-${search.id}`;
  // While the change is on its way, the select shows the choice just made.
  const alert =
    changeAlert.isPending && changeAlert.variables.alert ? changeAlert.variables.alert : search.alert;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-card sm:p-5"
      >
        <div className="flex flex-col gap-1">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
            {/* The article is named by the search's name alone, not its kind badge. */}
            <span id={headingId} className="break-words">
              {search.name}
            </span>
            <Badge>{KIND_LABELS[search.kind]}</Badge>
          </h2>
          <p className="text-sm text-ink-muted">
            {filters.length
              ? filters.join(' · ')
              : `Every ${search.kind === 'jobs' ? 'open job' : 'developer'}`}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="w-full sm:w-64">
            <AlertSelect
              label={`Alerts for ${search.name}`}
              value={alert}
              onChange={(next) => changeAlert.mutate({ id: search.id, alert: next })}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link {...savedSearchLink(search)} aria-label={`Open ${search.name}`} onClick={openFresh}>
                <ExternalLink aria-hidden="true" className="size-4" />
                Open
              </Link>
            </Button>
            <RenameDialog
              thing="saved search"
              currentName={search.name}
              pending={rename.isPending}
              onRename={(name) => rename.mutateAsync({ id: search.id, name })}
            />
            <InterviewActionDialog
              trigger="Delete"
              triggerVariant="danger"
              triggerLabel={`Delete saved search ${search.name}`}
              title="Delete this saved search?"
              description={`“${search.name}” and its alerts stop. This cannot be undone.`}
              confirmLabel="Delete search"
              confirmVariant="danger"
              done="Saved search deleted"
              pending={remove.isPending}
              onConfirm={() => remove.mutateAsync({ id: search.id })}
            />
          </div>
        </div>
      </article>
    </li>
  );
}
