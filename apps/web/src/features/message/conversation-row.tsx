import { ROLE_LABELS, type TConversationSummary } from '@talanta/schema';
import { Avatar, cn } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { fullNameOf } from '@/features/auth/current-user';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';

interface ConversationRowProps {
  conversation: TConversationSummary;
  selected: boolean;
  myId: number;
}

/**
 * One conversation of the list: a link that opens it (so it can also open in a new tab); the router
 * marks the open one with aria-current="page".
 */
export function ConversationRow({ conversation, selected, myId }: ConversationRowProps) {
  const { otherUser, lastMessage, unreadCount, jobTitle } = conversation;
  const name = fullNameOf(otherUser);
  const unread = unreadCount > 0;
  const now = useNow();
  return (
    <Link
      to="/messages"
      search={{ conversation: conversation.id }}
      className={cn(
        'flex gap-3 px-4 py-3 transition-colors hover:bg-surface-hover focus-visible:-outline-offset-2',
        selected && 'bg-surface-raised shadow-[inset_3px_0_0_var(--color-accent)]',
      )}
    >
      <Avatar name={name} imageUrl={otherUser.profileImageUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm text-ink', unread ? 'font-semibold' : 'font-medium')}>
            {name}
          </span>
          <time
            dateTime={lastMessage?.createdAt ?? conversation.updatedAt}
            className="shrink-0 text-xs text-ink-subtle"
          >
            {formatRelativeTime(lastMessage?.createdAt ?? conversation.updatedAt, now)}
          </time>
        </div>
        <p className="truncate text-xs text-ink-muted">
          {ROLE_LABELS[otherUser.role]}
          {jobTitle && <> · {jobTitle}</>}
        </p>
        <div className="flex items-center justify-between gap-2">
          <p className={cn('truncate text-sm', unread ? 'text-ink' : 'text-ink-subtle')}>
            {lastMessage ? (
              <>
                {lastMessage.senderId === myId && <span className="text-ink-subtle">You: </span>}
                {lastMessage.content}
              </>
            ) : (
              <span className="pr-1 italic">No messages yet</span>
            )}
          </p>
          {unread && (
            <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-on-accent">
              <span aria-hidden="true">{unreadCount}</span>
              <span className="sr-only">
                {unreadCount} unread {unreadCount === 1 ? 'message' : 'messages'}
              </span>
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
