import { Button, EmptyState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BellRing } from 'lucide-react';
import { useSignedInUser } from '@/features/auth/session-user';
import { Page } from '@/features/shell/page';
import { useTRPC } from '@/lib/trpc';
import { SavedSearchItem } from './saved-search-item';

export const SAVED_SEARCHES_PAGE = {
  title: 'Saved Searches',
  description: 'Searches you keep, with their alerts. Open one to see the list with its filters.',
};

/** /saved-searches: a developer's job searches or a client's talent searches, newest first. */
export function SavedSearchesPage() {
  const trpc = useTRPC();
  const { data: searches } = useSuspenseQuery(trpc.savedSearch.list.queryOptions());
  const user = useSignedInUser();
  const list =
    user.role === 'client'
      ? ({ to: '/developers', label: 'Browse Developers' } as const)
      : ({ to: '/browse-jobs', label: 'Browse Jobs' } as const);
  return (
    <Page {...SAVED_SEARCHES_PAGE}>
      {searches.length === 0 ? (
        <EmptyState
          icon={<BellRing aria-hidden="true" className="size-5" />}
          title="No saved searches yet"
          description={`Set the filters on ${list.label} and press “Save this search” beside them. Choose alerts to hear about new matches.`}
          action={
            <Button asChild>
              <Link to={list.to}>{list.label}</Link>
            </Button>
          }
        />
      ) : (
        <ul aria-label="Your saved searches" className="flex max-w-4xl flex-col gap-4">
          {searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} />
          ))}
        </ul>
      )}
    </Page>
  );
}
