import { Alert, Button, EmptyState, Skeleton } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { MessageSquareOff } from 'lucide-react';
import { POLL_MS, usePollInterval } from '@/features/live/live-status';
import { errorCodeOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { MessageList } from './message-list';
import { SendBox } from './send-box';
import { BackToList, ThreadHeader } from './thread-header';
import { useMarkConversationRead } from './use-mark-conversation-read';

/** The right column of Messages once a conversation is chosen: header, thread and send box. */
export function ThreadPane({ conversationId, myId }: { conversationId: number; myId: number }) {
  const pollMs = usePollInterval(POLL_MS.thread);
  const query = trpc.messages.conversation.useQuery(
    { id: conversationId },
    { refetchInterval: (current) => (current.state.status === 'error' ? false : pollMs) },
  );
  useMarkConversationRead(conversationId, query.data, myId);

  if (query.isPending) return <ThreadSkeleton />;
  if (query.isError) {
    if (errorCodeOf(query.error) === 'NOT_FOUND') {
      return (
        <div className="flex flex-1 flex-col p-3">
          <BackToList />
          <EmptyState
            className="my-auto border-0"
            icon={<MessageSquareOff aria-hidden="true" className="size-5" />}
            title="Conversation not found"
            description="It may have been removed, or it is not one of yours."
            action={
              <Button asChild variant="secondary" size="sm">
                <Link to="/messages" search={{}}>
                  All conversations
                </Link>
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <div className="flex flex-col gap-3 p-4">
        <BackToList />
        <Alert tone="danger" title="Couldn't load this conversation">
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  return (
    <>
      <ThreadHeader conversation={query.data.conversation} />
      <MessageList thread={query.data} myId={myId} />
      <SendBox conversation={query.data.conversation} myId={myId} />
    </>
  );
}

function ThreadSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-1 flex-col">
      <span role="status" className="sr-only">
        Loading conversation
      </span>
      <div className="flex items-center gap-3 border-b border-line px-4 py-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-24" />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-10 w-2/3 rounded-xl" />
        <Skeleton className="ml-auto h-10 w-1/2 rounded-xl" />
        <Skeleton className="h-16 w-3/5 rounded-xl" />
      </div>
    </div>
  );
}
