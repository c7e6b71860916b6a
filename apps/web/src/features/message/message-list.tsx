import type { TConversationThread, TMessage } from '@talanta/schema';
import { Button, EmptyState, toast } from '@talanta/ui';
import { MessageCircle } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fullNameOf } from '@/features/auth/current-user';
import { messageOf } from '@/lib/errors';
import { useTRPCClient } from '@/lib/trpc';
import { useNow } from '@/lib/use-now';
import { MessageBubble } from './message-bubble';
import { useNewMessageAnnouncement } from './use-new-message-announcement';

/** Messages by id, each once (older pages and the live thread overlap). */
function mergeMessages(...lists: TMessage[][]): TMessage[] {
  const byId = new Map<number, TMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The scrolling thread: oldest at the top, the newest in view when it opens and whenever a message
 * arrives; "Load older" fetches the history before the first one shown, keeping the place.
 */
export function MessageList({ thread, myId }: { thread: TConversationThread; myId: number }) {
  const client = useTRPCClient();
  const [older, setOlder] = useState<{ messages: TMessage[]; hasOlder: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const scroller = useRef<HTMLElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  useNow();

  const messages = mergeMessages(older?.messages ?? [], thread.messages);
  const hasOlder = older ? older.hasOlder : thread.hasOlder;
  const newestId = messages.at(-1)?.id;
  const newestOwnId = messages.findLast((message) => message.senderId === myId)?.id;
  const otherName = fullNameOf(thread.conversation.otherUser);
  const announcement = useNewMessageAnnouncement(messages, myId, otherName);

  // A new newest message (on open, sent or received) brings the view down to it.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  // Once an older page is drawn above, the same messages stay in view.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || heightBeforeOlder.current === null) return;
    element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [older]);

  async function loadOlder() {
    const first = messages[0];
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await client.message.getConversation.query({
        id: thread.conversation.id,
        before: first.id,
      });
      heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
      setOlder((prior) => ({
        messages: mergeMessages(page.messages, prior?.messages ?? []),
        hasOlder: page.hasOlder,
      }));
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Failed to load older messages.') });
    } finally {
      setLoadingOlder(false);
    }
  }

  return (
    // The scroller takes focus, so keyboard users scroll the history with the arrow keys (WCAG 2.1.1).
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={`Conversation with ${otherName}`}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:outline-accent sm:px-5"
    >
      {/* New arrivals are announced here, once each; the log itself stays quiet (history, older pages). */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {messages.length === 0 && (
        <EmptyState
          framed={false}
          className="my-8"
          icon={<MessageCircle aria-hidden="true" className="size-5" />}
          title="No messages yet"
          description="Start the conversation!"
        />
      )}
      {hasOlder && (
        <div className="mb-4 flex justify-center">
          <Button variant="secondary" size="sm" loading={loadingOlder} onClick={() => void loadOlder()}>
            {loadingOlder ? 'Loading...' : 'Load older'}
          </Button>
        </div>
      )}
      <div role="log" aria-live="off" aria-label={`Messages with ${otherName}`}>
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              own={message.senderId === myId}
              author={message.senderId === myId ? 'You' : otherName}
              showReadState={message.id === newestOwnId}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
