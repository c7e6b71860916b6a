import { LIVE_CURSOR_ELEMENT_ID } from '@talanta/schema';

interface PageLiveCursor {
  userId: number;
  lastEventId: string;
}

/**
 * Where the page's signed-in user's live events stood when the server made the page
 * (LIVE_CURSOR_ELEMENT_ID), kept until a stream has started from it. Only the first stream after
 * the page loaded may skip fetching the screen's data again, and only for that user. Undefined
 * until read: the signed-in shell reads it, so a visitor's page carries none of this.
 */
let pageCursor: PageLiveCursor | null | undefined;

function readPageCursor(): PageLiveCursor | null {
  const element = document.getElementById(LIVE_CURSOR_ELEMENT_ID);
  element?.remove();
  try {
    const value = JSON.parse(element?.textContent ?? 'null') as Partial<PageLiveCursor> | null;
    if (typeof value?.userId === 'number' && /^\d{1,12}$/.test(String(value.lastEventId)))
      return { userId: value.userId, lastEventId: String(value.lastEventId) };
  } catch {
    // Unreadable: the first stream refetches the screen's data instead.
  }
  return null;
}

/** The page's cursor for this user while no stream has started from it. */
export function pageLiveCursorFor(userId: number): string | undefined {
  if (pageCursor === undefined) pageCursor = readPageCursor();
  return pageCursor?.userId === userId ? pageCursor.lastEventId : undefined;
}

/** A stream has started from the page's cursor: later ones (reconnections, sign-ins) refetch. */
export function spendPageLiveCursor(): void {
  pageCursor = null;
}
