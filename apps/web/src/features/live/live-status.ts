import { useSyncExternalStore } from 'react';

/**
 * Whether the live event stream is connected right now. One stream per signed-in app (LiveEvents
 * owns it); screens read this to decide how often to poll.
 */
let connected = false;
const listeners = new Set<() => void>();

export function setLiveConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connected,
    () => false,
  );
}

/** Spec 001 §9: the thread every 5 s while selected, the conversation list and notifications every 30 s. */
export const POLL_MS = { thread: 5_000, conversations: 30_000, notifications: 30_000 } as const;

/**
 * While the stream is connected every change arrives as an event (and a reconnect refreshes the
 * snapshot), so polling only remains as a slow safety net.
 */
export const LIVE_SAFETY_POLL_MS = 5 * 60_000;

/** How often a query polls: the spec's interval, or the safety net while live events flow. */
export function usePollInterval(specMs: number): number {
  return useLiveConnected() ? Math.max(specMs, LIVE_SAFETY_POLL_MS) : specMs;
}
