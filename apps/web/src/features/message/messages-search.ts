const MAX_ID = 2_147_483_647;

export interface MessagesSearch {
  /** The open conversation: /messages?conversation=12 (notifications, Contact, Message Client). */
  conversation?: number;
}

/** Keeps a positive whole conversation id and drops anything else (the inbox opens instead). */
export function validateMessagesSearch(search: Record<string, unknown>): MessagesSearch {
  const raw = search.conversation;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : 0;
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? { conversation: id } : {};
}
