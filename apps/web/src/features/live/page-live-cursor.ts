import { LIVE_CURSOR_ELEMENT_ID } from '@talanta/schema';

/**
 * Where the page's signed-in user's live events stood when the server made the page
 * (LIVE_CURSOR_ELEMENT_ID), kept until a stream has started from it. Only the first stream after
 * the page loaded may skip fetching the screen's data again, and only for that user.
 */
let pageCursor: { userId: number; lastEventId: string } | null = null;

/** Read once as the app starts (start.tsx), for the user the page says is signed in. */
export function keepPageLiveCursor(userId: number): void {
  const element = document.getElementById(LIVE_CURSOR_ELEMENT_ID);
  element?.remove();
  try {
    const lastEventId: unknown = JSON.parse(element?.textContent ?? 'null');
    if (typeof lastEventId === 'string' && /^\d{1,12}$/.test(lastEventId))
      pageCursor = { userId, lastEventId };
  } catch {
    // Unreadable: the first stream refetches the screen's data instead.
  }
}

/** The page's cursor for this user while no stream has started from it. */
export function pageLiveCursorFor(userId: number): string | undefined {
  return pageCursor?.userId === userId ? pageCursor.lastEventId : undefined;
}

/** A stream has started from the page's cursor: later ones (reconnections, sign-ins) refetch. */
export function spendPageLiveCursor(): void {
  pageCursor = null;
}
