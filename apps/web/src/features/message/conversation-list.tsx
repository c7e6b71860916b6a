import { MESSAGE_LIMITS, type TUserRole } from '@talanta/schema';
import { Alert, Button, EmptyState, Input, Skeleton, Spinner } from '@talanta/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MessagesSquare, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { POLL_MS, usePollInterval } from '@/features/live/live-status';
import { trpc } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useNow } from '@/lib/use-now';
import { ConversationRow } from './conversation-row';

const SEARCH_DELAY_MS = 300;

interface ConversationListProps {
  selectedId: number | undefined;
  myId: number;
  role: TUserRole;
}

/** The left column of Messages: a search box and the conversations, newest activity first. */
export function ConversationList({ selectedId, myId, role }: ConversationListProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const refetchInterval = usePollInterval(POLL_MS.conversations);
  const query = trpc.messages.conversations.useQuery(term ? { search: term } : {}, {
    refetchInterval,
    placeholderData: keepPreviousData,
  });
  useNow();

  return (
    <>
      <div className="border-b border-line p-3">
        <label htmlFor={searchId} className="sr-only">
          Search conversations
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name or job title"
            maxLength={MESSAGE_LIMITS.searchMax}
            autoComplete="off"
            className="h-10 pl-9"
          />
          {query.isFetching && query.isPlaceholderData && (
            <Spinner size="sm" label="Searching" className="absolute top-1/2 right-3 -translate-y-1/2" />
          )}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <div className="p-3">
            <Alert tone="danger" title="Couldn't load your conversations">
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Alert>
          </div>
        ) : query.data.length === 0 ? (
          term ? (
            <p className="p-6 text-center text-sm text-ink-muted">No conversations match “{term}”.</p>
          ) : (
            <NoConversations role={role} />
          )
        ) : (
          <ul aria-label="Conversations" className="divide-y divide-line">
            {query.data.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow
                  conversation={conversation}
                  selected={conversation.id === selectedId}
                  myId={myId}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col">
      <span role="status" className="sr-only">
        Loading conversations
      </span>
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="flex gap-3 px-4 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Spec 001's empty inbox, with the way to a first conversation for the person's role. */
function NoConversations({ role }: { role: TUserRole }) {
  const action =
    role === 'developer' ? (
      <Button asChild variant="secondary" size="sm">
        <Link to="/browse-jobs">Browse Jobs</Link>
      </Button>
    ) : role === 'client' ? (
      <Button asChild variant="secondary" size="sm">
        <Link to="/browse-developers">Browse Developers</Link>
      </Button>
    ) : undefined;
  return (
    <EmptyState
      className="m-3 border-0"
      icon={<MessagesSquare aria-hidden="true" className="size-5" />}
      title="No conversations yet"
      description="Apply to jobs to start messaging clients"
      action={action}
    />
  );
}
