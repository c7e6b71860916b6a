import { Button, EmptyState, ErrorState, LoadingState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MessageSquareOff } from 'lucide-react';
import { POLL_MS, usePollInterval } from '@/features/live/live-status';
import { errorCodeOf } from '@/lib/errors';
import { QueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';
import { MessageList } from './message-list';
import { SendBox } from './send-box';
import { BackToList, ThreadHeader } from './thread-header';
import { useMarkConversationRead } from './use-mark-conversation-read';

/**
 * The right column of Messages once a conversation is chosen: header, thread and send box. The
 * route starts loading the thread; only this column waits for it.
 */
export function ThreadPane({ conversationId, myId }: { conversationId: number; myId: number }) {
  return (
    <QueryBoundary
      pending={<LoadingState label="Loading conversation" className="flex-1" />}
      failed={({ error, retry }) => <ThreadFailed error={error} retry={retry} />}
    >
      <Thread conversationId={conversationId} myId={myId} />
    </QueryBoundary>
  );
}

function Thread({ conversationId, myId }: { conversationId: number; myId: number }) {
  const trpc = useTRPC();
  const pollMs = usePollInterval(POLL_MS.thread);
  const { data: thread } = useSuspenseQuery(
    trpc.message.getConversation.queryOptions(
      { id: conversationId },
      { refetchInterval: (current) => (current.state.status === 'error' ? false : pollMs) },
    ),
  );
  useMarkConversationRead(conversationId, thread, myId);
  return (
    <>
      <ThreadHeader conversation={thread.conversation} />
      <MessageList thread={thread} myId={myId} />
      <SendBox conversation={thread.conversation} myId={myId} />
    </>
  );
}

function ThreadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  if (errorCodeOf(error) === 'NOT_FOUND') {
    return (
      <div className="flex flex-1 flex-col p-3">
        <BackToList />
        <EmptyState
          framed={false}
          className="my-auto"
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
      <ErrorState title="Couldn't load this conversation" onRetry={retry} />
    </div>
  );
}
