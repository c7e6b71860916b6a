import { cn, EmptyState } from '@talanta/ui';
import { MessagesSquare } from 'lucide-react';
import { useSignedInUser } from '@/features/auth/session-user';
import { Page } from '@/features/shell/page';
import { ConversationList } from './conversation-list';
import { ThreadPane } from './thread-pane';

/**
 * Messages (spec 001 §2): the conversations on the left, the open one on the right. At phone
 * width they take turns: the list, or the thread with a way back.
 */
export function MessagesPage({ conversationId }: { conversationId: number | undefined }) {
  const user = useSignedInUser();
  const open = conversationId !== undefined;
  return (
    <Page
      title="Messages"
      description="Your conversations with clients and Tech Talent."
      className="flex flex-col pb-6 lg:pb-8"
    >
      <div className="grid h-[calc(100dvh-15.5rem)] min-h-[26rem] grid-cols-[minmax(0,1fr)] overflow-hidden rounded-xl border border-line bg-surface shadow-card md:grid-cols-[minmax(17rem,22rem)_minmax(0,1fr)] lg:h-[calc(100dvh-16rem)]">
        <section
          aria-label="Conversations"
          className={cn(
            'min-h-0 min-w-0 flex-col md:flex md:border-r md:border-line',
            open ? 'hidden' : 'flex',
          )}
        >
          <ConversationList selectedId={conversationId} myId={user.id} role={user.role} />
        </section>
        <section
          aria-label="Conversation"
          className={cn('min-h-0 min-w-0 flex-col md:flex', open ? 'flex' : 'hidden')}
        >
          {open ? (
            <ThreadPane key={conversationId} conversationId={conversationId} myId={user.id} />
          ) : (
            <EmptyState
              framed={false}
              className="m-6 my-auto"
              icon={<MessagesSquare aria-hidden="true" className="size-5" />}
              title="No conversation selected"
              description="Choose a conversation to start messaging"
            />
          )}
        </section>
      </div>
    </Page>
  );
}
