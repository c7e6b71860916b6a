/** Where a user's live events stood when the server rendered the page (routes/__root.tsx). */
export interface PageLiveCursor {
  userId: number;
  lastEventId: string;
}

let spent = false;

/**
 * The page's cursor for this user while no stream has started from it. Only the first stream after
 * the page loaded may skip fetching the screen's data again, and only for the page's user.
 */
export function pageLiveCursorFor(
  userId: number,
  pageCursor: PageLiveCursor | undefined,
): string | undefined {
  return !spent && pageCursor?.userId === userId ? pageCursor.lastEventId : undefined;
}

/** A stream starts from the page's cursor: true the first time; later ones (reconnections, sign-ins) refetch. */
export function spendPageLiveCursor(): boolean {
  if (spent) return false;
  spent = true;
  return true;
}
