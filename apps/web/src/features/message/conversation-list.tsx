import { MESSAGE_LIMITS, type TUserRole } from '@talanta/schema';
import { Button, EmptyState, ErrorState, Input, LoadingState, Spinner } from '@talanta/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MessagesSquare, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { POLL_MS, usePollInterval } from '@/features/live/live-status';
import { useTRPC } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useNow } from '@/lib/use-now';
import { ConversationRow } from './conversation-row';

const SEARCH_DELAY_MS = 300;

/** The unsearched list (the route starts loading it). */
export const ALL_CONVERSATIONS = {};

interface ConversationListProps {
  selectedId: number | undefined;
  myId: number;
  role: TUserRole;
}

/**
 * The left column of Messages: a search box and the conversations, newest activity first. It
 * follows the search box as it is typed and polls, so it reads with useQuery and keeps the
 * previous list on screen; the route starts loading the unsearched list.
 */
export function ConversationList({ selectedId, myId, role }: ConversationListProps) {
  const trpc = useTRPC();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const refetchInterval = usePollInterval(POLL_MS.conversations);
  const query = useQuery(
    trpc.message.listConversations.queryOptions(term ? { search: term } : ALL_CONVERSATIONS, {
      refetchInterval,
      placeholderData: keepPreviousData,
    }),
  );
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
            compact
            className="pl-9"
          />
          {query.isFetching && query.isPlaceholderData && (
            <Spinner size="sm" label="Searching" className="absolute top-1/2 right-3 -translate-y-1/2" />
          )}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <LoadingState label="Loading conversations" />
        ) : query.isError && !query.data ? (
          <ErrorState
            className="m-3"
            title="Couldn't load your conversations"
            onRetry={() => void query.refetch()}
          />
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

/** Spec 001's empty inbox, with the way to a first conversation for the person's role. */
/** The spec's hint speaks to developers; clients and admins get one that fits what they do. */
const NO_CONVERSATIONS_HINT: Record<TUserRole, string> = {
  developer: 'Apply to jobs to start messaging clients',
  client: 'Hire Tech Talent or answer your applicants to start messaging developers',
  admin: 'Conversations you start with developers and clients appear here',
};

function NoConversations({ role }: { role: TUserRole }) {
  const action =
    role === 'developer' ? (
      <Button asChild variant="secondary" size="sm">
        <Link to="/browse-jobs">Browse Jobs</Link>
      </Button>
    ) : role === 'client' ? (
      <Button asChild variant="secondary" size="sm">
        <Link to="/developers">Browse Developers</Link>
      </Button>
    ) : undefined;
  return (
    <EmptyState
      framed={false}
      className="m-3"
      icon={<MessagesSquare aria-hidden="true" className="size-5" />}
      title="No conversations yet"
      description={NO_CONVERSATIONS_HINT[role]}
      action={action}
    />
  );
}
