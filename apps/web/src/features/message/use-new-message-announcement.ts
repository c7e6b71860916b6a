import type { TMessage } from '@talanta/schema';
import { useEffect, useRef, useState } from 'react';

const ANNOUNCED_WORDS = 12;

/** What a screen reader hears when a message arrives: the sender and the first words. */
export function newMessageAnnouncement(senderName: string, content: string): string {
  const words = content.trim().split(/\s+/);
  const firstWords = words.slice(0, ANNOUNCED_WORDS).join(' ');
  return `New message from ${senderName}: ${firstWords}${words.length > ANNOUNCED_WORDS ? '…' : ''}`;
}

/**
 * The text of the thread's polite live region: empty while the history loads (that is not news),
 * then the newest message the other person sent once the thread was open.
 */
export function useNewMessageAnnouncement(messages: TMessage[], myId: number, otherName: string): string {
  const [announcement, setAnnouncement] = useState('');
  const newestSeen = useRef<number | null>(null);

  useEffect(() => {
    const before = newestSeen.current;
    const newestId = messages.at(-1)?.id ?? 0;
    newestSeen.current = Math.max(before ?? 0, newestId);
    if (before === null) return;
    const arrived = messages.findLast((message) => message.id > before && message.senderId !== myId);
    if (arrived) setAnnouncement(newMessageAnnouncement(otherName, arrived.content));
  }, [messages, myId, otherName]);

  return announcement;
}
