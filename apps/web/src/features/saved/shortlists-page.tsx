import { Button, EmptyState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListChecks } from 'lucide-react';
import { Page } from '@/features/shell/page';
import { useTRPC } from '@/lib/trpc';
import { ShortlistCard } from './shortlist-card';

export const SHORTLISTS_PAGE = {
  title: 'Shortlists',
  description: 'Developers you saved, grouped your way, with your private notes.',
};

/** /shortlists: a client's shortlists, newest first (the route loads them). */
export function ShortlistsPage() {
  const trpc = useTRPC();
  const { data: shortlists } = useSuspenseQuery(trpc.shortlist.list.queryOptions());
  return (
    <Page {...SHORTLISTS_PAGE}>
      {shortlists.length === 0 ? (
        <EmptyState
          icon={<ListChecks aria-hidden="true" className="size-5" />}
          title="No shortlists yet"
          description="Press Save on a developer's card in Browse Developers, or on their profile, to keep them on a shortlist with a note."
          action={
            <Button asChild>
              <Link to="/developers">Browse Developers</Link>
            </Button>
          }
        />
      ) : (
        <ul aria-label="Your shortlists" className="flex max-w-4xl flex-col gap-4">
          {shortlists.map((shortlist) => (
            <ShortlistCard key={shortlist.id} shortlist={shortlist} />
          ))}
        </ul>
      )}
    </Page>
  );
}
