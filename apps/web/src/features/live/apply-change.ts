import type { TLiveEvent, TLiveTopic, TMessage, TNotification, TReadReceipt } from '@talanta/schema';
import type { trpc } from '@/lib/trpc';
import {
  addMessageToList,
  addMessageToThread,
  addNotification,
  applyNotificationsRead,
  applyReadToList,
  applyReadToThread,
} from './live-cache';

/** The React Query helpers of the tRPC hooks (`trpc.useUtils()`). */
export type TrpcReactUtils = ReturnType<typeof trpc.useUtils>;

/**
 * A new message (sent here, in another tab, or to the user): into its thread if that is cached,
 * and to the top of the conversation list. A list that lacks the conversation is refetched.
 */
export function applyMessage(utils: TrpcReactUtils, message: TMessage, myId: number): void {
  utils.message.getConversation.setData(
    { id: message.conversationId },
    (thread) => thread && addMessageToThread(thread, message),
  );
  let missing = false;
  utils.message.listConversations.setQueriesData(undefined, {}, (rows) => {
    if (!rows) return rows;
    const result = addMessageToList(rows, message, myId);
    if (!result.found) missing = true;
    return result.rows;
  });
  if (missing) void utils.message.listConversations.invalidate();
}

export function applyReadReceipt(utils: TrpcReactUtils, receipt: TReadReceipt, myId: number): void {
  utils.message.getConversation.setData(
    { id: receipt.conversationId },
    (thread) => thread && applyReadToThread(thread, receipt),
  );
  utils.message.listConversations.setQueriesData(
    undefined,
    {},
    (rows) => rows && applyReadToList(rows, receipt, myId),
  );
}

export function applyNotification(utils: TrpcReactUtils, notification: TNotification): void {
  utils.notification.list.setData(undefined, (list) => list && addNotification(list, notification));
  // An application opens a conversation with the job's client before anyone writes in it.
  if (notification.type === 'job_application') void utils.message.listConversations.invalidate();
}

export function applyNotificationsReadIds(utils: TrpcReactUtils, ids: readonly number[]): void {
  utils.notification.list.setData(undefined, (list) => list && applyNotificationsRead(list, ids));
}

/**
 * One event of the user's live stream, straight into the caches the screens read; a change of
 * other data goes to `markStale` (see createStaleMarker).
 */
export function applyLiveEvent(
  utils: TrpcReactUtils,
  event: TLiveEvent,
  myId: number,
  markStale: (topics: readonly TLiveTopic[]) => void,
): void {
  switch (event.type) {
    case 'message':
      applyMessage(utils, event.payload, myId);
      break;
    case 'read':
      applyReadReceipt(utils, event.payload, myId);
      break;
    case 'notification':
      applyNotification(utils, event.payload);
      break;
    case 'notification_read':
      applyNotificationsReadIds(utils, event.payload.notificationIds);
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
