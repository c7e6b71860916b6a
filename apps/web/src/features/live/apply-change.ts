import type {
  TConversationSummary,
  TLiveEvent,
  TLiveTopic,
  TMessage,
  TNotification,
  TReadReceipt,
} from '@talanta/schema';
import type { QueryContext } from '@/lib/router-context';
import {
  addMessageToList,
  addMessageToThread,
  addNotification,
  applyNotificationsRead,
  applyReadToList,
  applyReadToThread,
} from './live-cache';

/** The query cache and the procedures' keys for it (`useQueryClient()` and `useTRPC()`). */
export type LiveCache = QueryContext;

/**
 * A new message (sent here, in another tab, or to the user): into its thread if that is cached,
 * and to the top of the conversation list. A list that lacks the conversation is refetched.
 */
export function applyMessage({ queryClient, trpc }: LiveCache, message: TMessage, myId: number): void {
  queryClient.setQueryData(
    trpc.message.getConversation.queryKey({ id: message.conversationId }),
    (thread) => thread && addMessageToThread(thread, message),
  );
  let missing = false;
  queryClient.setQueriesData<TConversationSummary[]>(trpc.message.listConversations.queryFilter(), (rows) => {
    if (!rows) return rows;
    const result = addMessageToList(rows, message, myId);
    if (!result.found) missing = true;
    return result.rows;
  });
  if (missing) void queryClient.invalidateQueries(trpc.message.listConversations.pathFilter());
}

export function applyReadReceipt(
  { queryClient, trpc }: LiveCache,
  receipt: TReadReceipt,
  myId: number,
): void {
  queryClient.setQueryData(
    trpc.message.getConversation.queryKey({ id: receipt.conversationId }),
    (thread) => thread && applyReadToThread(thread, receipt),
  );
  queryClient.setQueriesData<TConversationSummary[]>(
    trpc.message.listConversations.queryFilter(),
    (rows) => rows && applyReadToList(rows, receipt, myId),
  );
}

export function applyNotification({ queryClient, trpc }: LiveCache, notification: TNotification): void {
  queryClient.setQueryData(
    trpc.notification.list.queryKey(),
    (list) => list && addNotification(list, notification),
  );
  // An application opens a conversation with the job's client before anyone writes in it.
  if (notification.type === 'job_application') {
    void queryClient.invalidateQueries(trpc.message.listConversations.pathFilter());
  }
}

export function applyNotificationsReadIds({ queryClient, trpc }: LiveCache, ids: readonly number[]): void {
  queryClient.setQueryData(
    trpc.notification.list.queryKey(),
    (list) => list && applyNotificationsRead(list, ids),
  );
}

/**
 * One event of the user's live stream, straight into the caches the screens read; a change of
 * other data goes to `markStale` (see createStaleMarker).
 */
export function applyLiveEvent(
  cache: LiveCache,
  event: TLiveEvent,
  myId: number,
  markStale: (topics: readonly TLiveTopic[]) => void,
): void {
  switch (event.type) {
    case 'message':
      applyMessage(cache, event.payload, myId);
      break;
    case 'read':
      applyReadReceipt(cache, event.payload, myId);
      break;
    case 'notification':
      applyNotification(cache, event.payload);
      break;
    case 'notification_read':
      applyNotificationsReadIds(cache, event.payload.notificationIds);
      break;
    case 'changed':
      markStale(event.payload.topics);
      break;
  }
}

/** The query group (a tRPC router) an event writes into directly; `changed` only marks others stale. */
export function cacheGroupOf(event: TLiveEvent): 'message' | 'notification' | null {
  switch (event.type) {
    case 'message':
    case 'read':
      return 'message';
    case 'notification':
    case 'notification_read':
      return 'notification';
    case 'changed':
      return null;
  }
}
