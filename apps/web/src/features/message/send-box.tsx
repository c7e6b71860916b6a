import { MESSAGE_LIMITS, type TConversationSummary } from '@talanta/schema';
import { Button, Textarea } from '@talanta/ui';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { fullNameOf } from '@/features/auth/current-user';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useSendMessage } from './use-send-message';

/**
 * Writing in the open conversation (spec 001 §5): the text is trimmed and a blank one is ignored.
 * Enter sends and Shift+Enter starts a new line; the text stays if sending fails.
 */
export function SendBox({ conversation, myId }: { conversation: TConversationSummary; myId: number }) {
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const { send, isSending } = useSendMessage(conversation, myId);
  const content = text.trim();

  const submit = useSingleFlight(async () => {
    if (!content || isSending) return;
    if (await send(content)) setText('');
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={onSubmit} className="border-t border-line p-3">
      <label htmlFor={fieldId} className="sr-only">
        Message {fullNameOf(conversation.otherUser)}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={fieldId}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          // Read-only rather than disabled while sending, so the cursor stays in the box.
          readOnly={isSending}
          aria-describedby={hintId}
          maxLength={MESSAGE_LIMITS.contentMax}
          placeholder="Type a message…"
          minHeight="min-h-11"
          className="max-h-40 resize-none field-sizing-content"
        />
        <Button type="submit" size="icon" loading={isSending} disabled={!content} aria-label="Send message">
          {!isSending && <SendHorizontal aria-hidden="true" className="size-4" />}
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 hidden text-xs text-ink-subtle sm:block">
        Enter to send, Shift+Enter for a new line
      </p>
    </form>
  );
}
