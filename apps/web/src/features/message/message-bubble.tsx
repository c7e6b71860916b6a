import type { TMessage } from '@talanta/schema';
import { cn } from '@talanta/ui';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';

interface MessageBubbleProps {
  message: TMessage;
  own: boolean;
  /** Who wrote it, for screen readers ("You" for the user's own). */
  author: string;
  /** The user's newest message shows whether the other person has read it. */
  showReadState: boolean;
}

/** Own messages on the right in the accent colour, the other person's on the left. */
export function MessageBubble({ message, own, author, showReadState }: MessageBubbleProps) {
  const now = useNow();
  return (
    <li
      className={cn(
        'flex max-w-[85%] flex-col sm:max-w-[75%]',
        own ? 'ml-auto items-end' : 'mr-auto items-start',
      )}
    >
      <span className="sr-only">{author} said</span>
      <div
        className={cn(
          // `anywhere`, not `break-word`: only it lets a long URL or word shrink the bubble's own width,
          // so the bubble stays inside the thread instead of running off its edge.
          'max-w-full rounded-xl px-3.5 py-2 text-sm leading-6 whitespace-pre-wrap [overflow-wrap:anywhere]',
          own
            ? 'rounded-br-sm bg-accent text-on-accent'
            : 'rounded-bl-sm border border-line bg-surface-raised text-ink',
        )}
      >
        {message.content}
      </div>
      <p className="mt-1 px-1 text-xs text-ink-subtle">
        <time dateTime={message.createdAt}>{formatRelativeTime(message.createdAt, now)}</time>
        {showReadState && <span> · {message.readAt ? 'Seen' : 'Sent'}</span>}
      </p>
    </li>
  );
}
