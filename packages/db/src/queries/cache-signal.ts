/**
 * The channel every API process LISTENs on for cache signals (migration 0026): the payload says
 * which rows changed, so each process drops the caches built from them.
 */
export const CACHE_SIGNALS_CHANNEL = 'talanta_cache_signals';

/** What a signal's payload names; `all` is sent by a listener that may have missed signals. */
export type CacheSignal = 'jobs' | 'talent' | 'users' | 'sessions' | 'all';
