import { LIVE_TOPICS } from '@talanta/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTRPC } from '@/lib/trpc';
import { applyLiveEvent, cacheGroupOf } from './apply-change';
import { createStaleMarker, invalidateTopics } from './change-topics';
import { setLiveConnected } from './live-status';
import { openLiveStream } from './live-stream';
import { pageLiveCursorFor, spendPageLiveCursor } from './page-live-cursor';

/** After a refused or broken stream (not the automatic reconnects), try again this much later. */
const RETRY_AFTER_ERROR_MS = 30_000;

/**
 * The signed-in user's live events (mounted once, in the signed-in shell): new messages, read
 * receipts and notifications go straight into the caches the screens read, and a `changed` event
 * marks stale the screens' data of its topics. The stream resumes after the last event it saw; on
 * every (re)connection what the open screen shows is refetched too, since a fresh stream only
 * starts from the moment the server reads it: a change committed between the screen's load and
 * that moment would be missed otherwise. The first stream after a signed-in page loads is the
 * exception: it starts where the user's events stood when the server made the page, before any of
 * the screen's data was read, so every later change arrives as an event and nothing is refetched
 * (the caches take an event they already hold once).
 */
export function LiveEvents({ userId }: { userId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [markStale] = useState(() =>
    createStaleMarker(queryClient, (topics) => invalidateTopics({ queryClient, trpc }, topics)),
  );
  const cursorOfPage = useRouteContext({ from: '__root__', select: (context) => context.liveCursor });
  const [pageCursor] = useState(() => pageLiveCursorFor(userId, cursorOfPage));
  // A refused or broken stream is opened again later; the number restarts the effect.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const cache = { queryClient, trpc };
    let retry: ReturnType<typeof setTimeout> | undefined;
    const close = openLiveStream(pageCursor, {
      onOpen: () => {
        if (pageCursor !== undefined && spendPageLiveCursor()) return;
        void queryClient.invalidateQueries(trpc.message.pathFilter());
        void queryClient.invalidateQueries(trpc.notification.pathFilter());
        markStale(LIVE_TOPICS);
      },
      onEvent: (event) => {
        // A fetch of the same data already under way may have read the database before this event's
        // write; its answer would overwrite what the event adds, so a fresh fetch replaces it. It is
        // cancelled first: invalidating alone joins a query's first fetch instead of replacing it
        // (React Query restarts only a fetch that has data), and that stale answer was kept.
        const group = cacheGroupOf(event);
        const racing = group !== null && queryClient.isFetching({ queryKey: [[group]] }) > 0;
        applyLiveEvent(cache, event, userId, markStale);
        if (racing) {
          const queryKey = [[group]];
          void queryClient
            .cancelQueries({ queryKey })
            .then(() => queryClient.invalidateQueries({ queryKey }));
        }
      },
      onStatus: (status) => {
        setLiveConnected(status === 'open');
        if (status === 'failed') retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_AFTER_ERROR_MS);
      },
    });
    return () => {
      clearTimeout(retry);
      close();
    };
  }, [attempt, pageCursor, queryClient, trpc, markStale, userId]);

  useEffect(() => () => setLiveConnected(false), []);

  return null;
}
