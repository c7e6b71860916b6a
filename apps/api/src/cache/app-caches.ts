import type { CacheSignal } from '@talanta/db';
import type { TDeveloperPage, TJobPage, TUser } from '@talanta/schema';
import type { SessionRecord } from '../auth/session';
import type { LiveHub } from '../live/hub';
import { type Clock, TtlCache } from './ttl-cache';

/**
 * A session check is trusted for at most this long in any process: a sign-out, password change,
 * deletion or role change elsewhere takes effect within it even if a cache signal were lost.
 */
export const SESSION_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 5000;

/** A validated session cookie: who it is, or null for a cookie that names no live session. */
export type CachedSession = { session: SessionRecord; user: TUser } | null;

/**
 * The caches of one API process: session checks (by cookie) and the public search lists (by
 * input). Every process clears them when any process's write sends a cache signal (migration
 * 0026, over the live hub's LISTEN connection), and the process that wrote clears them at once
 * after each mutation, before its answer leaves (`clearAfterWrite`).
 */
export class AppCaches {
  readonly sessions: TtlCache<CachedSession>;
  readonly jobs: TtlCache<TJobPage>;
  readonly talent: TtlCache<TDeveloperPage>;
  readonly #signalListeners = new Set<(signal: CacheSignal) => void>();

  /**
   * `listTtlMs` (PUBLIC_LIST_CACHE_SECONDS): public lists live until a write's signal clears them;
   * the time only bounds a lost signal. 0 turns the list caches off (the benchmark's cold path).
   */
  constructor(hub: Pick<LiveHub, 'onCacheSignal'>, listTtlMs: number, now: Clock = Date.now) {
    this.sessions = new TtlCache(SESSION_CACHE_TTL_MS, MAX_ENTRIES, now);
    this.jobs = new TtlCache(listTtlMs, MAX_ENTRIES, now);
    this.talent = new TtlCache(listTtlMs, MAX_ENTRIES, now);
    hub.onCacheSignal((signal) => this.#onSignal(signal));
  }

  /** After a write by this process: its own next requests must not see what it changed as it was. */
  clearAfterWrite(): void {
    this.#onSignal('all');
  }

  /** Calls `listener` after each signal has been applied (tests wait on it; no timing involved). */
  onSignal(listener: (signal: CacheSignal) => void): () => void {
    this.#signalListeners.add(listener);
    return () => this.#signalListeners.delete(listener);
  }

  #onSignal(signal: CacheSignal) {
    if (signal === 'jobs' || signal === 'users' || signal === 'all') this.jobs.clear();
    if (signal === 'talent' || signal === 'users' || signal === 'all') this.talent.clear();
    if (signal === 'sessions' || signal === 'users' || signal === 'all') this.sessions.clear();
    for (const listener of this.#signalListeners) listener(signal);
  }
}
