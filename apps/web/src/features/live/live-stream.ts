import type { TLiveEvent } from '@talanta/schema';

/**
 * What the stream is doing: `connecting` (first connection or the browser's own reconnection),
 * `open` (events flow), `failed` (refused or broken: the caller may open a new one later) or
 * `ended` (the server closed it for good: the session it was opened with has ended).
 */
export type LiveStreamStatus = 'connecting' | 'open' | 'failed' | 'ended';

export interface LiveStreamHandlers {
  /** Every (re)connection, before any event of it. */
  onOpen: () => void;
  onEvent: (event: TLiveEvent) => void;
  onStatus: (status: LiveStreamStatus) => void;
}

/** tRPC's error shape as the stream sends it: `data.httpStatus` is the status the call would have had. */
function isServerError(data: string): boolean {
  const status = (JSON.parse(data) as { data?: { httpStatus?: number } }).data?.httpStatus;
  return status !== undefined && status >= 500;
}

/** Until the server says otherwise (its `connected` event), a stream silent this long is dead. */
const DEFAULT_INACTIVITY_MS = 40_000;

/**
 * The `live.events` subscription read with the browser's own EventSource (ADR 0052): GET
 * /trpc/live.events?input=… as tRPC serves every subscription over Server-Sent Events. tRPC's
 * server speaks to a plain EventSource: it reads the Last-Event-ID header the browser sends when
 * it reconnects by itself, so the stream resumes after the last event it delivered. Its named
 * events: `connected` (with the client's inactivity window), `ping`, `serialized-error` (after
 * which the server ends the response) and `return` (the procedure ended); every event of ours is
 * an unnamed one whose id is its sequence.
 * tRPC's httpSubscriptionLink does the same with 12 KB of code the first page would load for it.
 *
 * Returns the function that closes the stream.
 */
export function openLiveStream(
  lastEventId: string | undefined,
  { onOpen, onEvent, onStatus }: LiveStreamHandlers,
): () => void {
  let source: EventSource | undefined;
  let lastSeen = lastEventId;
  let inactivityMs = DEFAULT_INACTIVITY_MS;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    clearTimeout(watchdog);
    source?.close();
    source = undefined;
  };
  // A connection that went quiet without closing (a phone's network changed, a proxy dropped it):
  // the browser would wait forever, so a new one is opened from the last event seen.
  const stillAlive = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      close();
      connect();
    }, inactivityMs);
  };
  const end = (status: 'failed' | 'ended') => {
    close();
    onStatus(status);
  };

  function connect() {
    const input = lastSeen ? `?input=${encodeURIComponent(JSON.stringify({ lastEventId: lastSeen }))}` : '';
    const stream = new EventSource(`/trpc/live.events${input}`);
    source = stream;
    onStatus('connecting');
    stillAlive();
    stream.addEventListener('connected', (message) => {
      const advised = (JSON.parse(message.data) as { reconnectAfterInactivityMs?: number })
        .reconnectAfterInactivityMs;
      if (advised) inactivityMs = advised;
      stillAlive();
      onStatus('open');
      onOpen();
    });
    stream.addEventListener('ping', stillAlive);
    stream.addEventListener('message', (message) => {
      stillAlive();
      if (message.lastEventId) lastSeen = message.lastEventId;
      onEvent(JSON.parse(message.data) as TLiveEvent);
    });
    stream.addEventListener('serialized-error', (message) => {
      // The server's own trouble (a busy database: 503) ends this response; the browser reconnects
      // by itself from the last event, as tRPC's link does for these. A refusal (signed out) fails.
      if (isServerError(message.data)) onStatus('connecting');
      else end('failed');
    });
    stream.addEventListener('return', () => end('ended'));
    stream.addEventListener('error', () => {
      // CLOSED: the answer was not a stream (signed out, a server error); otherwise the browser is
      // reconnecting by itself.
      if (stream.readyState === EventSource.CLOSED) end('failed');
      else onStatus('connecting');
    });
  }

  connect();
  return close;
}
