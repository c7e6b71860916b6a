/**
 * Where Contact and Message Client lead: /messages?conversation={id}, the conversation the
 * application opened between the developer and the client (or the inbox when there is none).
 */
export function conversationSearch(conversationId: number | null): { conversation?: number } {
  return conversationId ? { conversation: conversationId } : {};
}
