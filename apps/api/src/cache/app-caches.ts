import type { CacheSignal } from '@talanta/db';
import type {
  TDeveloperPage,
  TJobPage,
  TListedCompany,
  TOpenJobPage,
  TPublicStats,
  TTestimonial,
  TUser,
} from '@talanta/schema';
import type { SessionRecord } from '../auth/session';
import type { LiveHub } from '../live/hub';
import { PageCache } from './page-cache';
import { type Clock, TtlCache } from './ttl-cache';

/**
 * A session check is trusted for at most this long in any process: a sign-out, password change,
 * deletion or role change elsewhere takes effect within it even if a cache signal were lost.
 */
export const SESSION_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 5000;
/** Rendered pages a process keeps at most, in bytes as sent (compressed): about 2,000 pages. */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** A validated session cookie: who it is, or null for a cookie that names no live session. */
export type CachedSession = { session: SessionRecord; user: TUser } | null;

/** Where a mutation began in the sequence of cache signals (`markWrite`). */
export type WriteMark = number;

/**
 * The caches of one API process: session checks (by cookie) and the public search lists (by
 * input). Every process clears them when any process's write sends a cache signal (migration
 * 0026, over the live hub's LISTEN connection), and the process that wrote clears what its
 * mutation touched again after the mutation, before its answer leaves (`clearAfterWrite`).
 */
export class AppCaches {
  readonly sessions: TtlCache<CachedSession>;
  readonly jobs: TtlCache<TJobPage>;
  /** Pages of the public job board (/open-jobs), cleared with the job search's. */
  readonly openJobs: TtlCache<TOpenJobPage>;
  readonly talent: TtlCache<TDeveloperPage>;
  readonly publicStats: TtlCache<TPublicStats>;
  readonly testimonials: TtlCache<TTestimonial[]>;
  readonly listedCompanies: TtlCache<TListedCompany[]>;
  /** Rendered pages (PAGE_CACHE_SECONDS, ADR 0051): see `#onSignal` and the live events below. */
  readonly pages: PageCache;
  readonly #signalListeners = new Set<(signal: CacheSignal) => void>();
  /** Signals applied so far, and the count at the last signal of each kind. */
  #signalCount = 0;
  readonly #lastSignalAt = new Map<CacheSignal, number>();

  /**
   * `listTtlMs` (PUBLIC_LIST_CACHE_SECONDS): public lists live until a write's signal clears them;
   * the time only bounds a lost signal. 0 turns the list caches off (the benchmark's cold path).
   * `figuresTtlMs` (PUBLIC_FIGURES_CACHE_SECONDS, a minute by default): the public pages' figures,
   * testimonials and companies are read by every visitor and change slowly, so each process
   * computes them at most that often, whatever is written meanwhile. 0: computed each time.
   */
  constructor(
    hub: Pick<LiveHub, 'onCacheSignal' | 'onLiveEvent'>,
    { listTtlMs, figuresTtlMs, pageTtlMs }: { listTtlMs: number; figuresTtlMs: number; pageTtlMs: number },
    now: Clock = Date.now,
  ) {
    this.sessions = new TtlCache(SESSION_CACHE_TTL_MS, MAX_ENTRIES, now);
    this.jobs = new TtlCache(listTtlMs, MAX_ENTRIES, now);
    this.openJobs = new TtlCache(listTtlMs, MAX_ENTRIES, now);
    this.talent = new TtlCache(listTtlMs, MAX_ENTRIES, now);
    this.publicStats = new TtlCache(figuresTtlMs, 1, now);
    this.testimonials = new TtlCache(figuresTtlMs, 1, now);
    this.listedCompanies = new TtlCache(figuresTtlMs, 1, now);
    this.pages = new PageCache(pageTtlMs, PAGE_CACHE_BYTES, now);
    hub.onCacheSignal((signal) => this.#onSignal(signal));
    hub.onLiveEvent((userId) => this.pages.forgetUser(userId));
  }

  /** Taken when a mutation starts; `clearAfterWrite` clears what was signalled since. */
  markWrite(): WriteMark {
    return this.#signalCount;
  }

  /**
   * After a mutation by this process: its own next requests must not see what it changed as it
   * was. Its writes signalled at once (the db's write plugin), but a list loaded between such a
   * signal and the commit holds the old rows, so the caches those signals name are cleared again
   * now that it has committed. Only those: clearing every cache on every mutation (a message sent,
   * a notification read) kept the public lists from answering under real traffic. Signals from
   * other requests meanwhile are cleared too, which is only ever more than needed.
   */
  clearAfterWrite(since: WriteMark): void {
    const touched = [...this.#lastSignalAt].filter(([, at]) => at > since).map(([signal]) => signal);
    for (const signal of touched) this.#onSignal(signal);
  }

  /**
   * A mutation committed in this process: the pages that may show it go at once, and the signal
   * returned tells the other processes. A signed-in person's may show on any page asked with
   * cookies; a visitor's (a reference answered, an unsubscribe from an email's link) also on a
   * cookieless visitor's page, so it drops them all.
   */
  clearPagesAfterMutation(byVisitor: boolean): CacheSignal {
    if (byVisitor) this.pages.clear();
    else this.pages.clearPersonal();
    return byVisitor ? 'visitor-mutation' : 'mutation';
  }

  /** Calls `listener` after each signal has been applied (tests wait on it; no timing involved). */
  onSignal(listener: (signal: CacheSignal) => void): () => void {
    this.#signalListeners.add(listener);
    return () => this.#signalListeners.delete(listener);
  }

  #onSignal(signal: CacheSignal) {
    this.#signalCount += 1;
    this.#lastSignalAt.set(signal, this.#signalCount);
    if (signal === 'jobs' || signal === 'users' || signal === 'all') {
      this.jobs.clear();
      this.openJobs.clear();
    }
    if (signal === 'talent' || signal === 'users' || signal === 'all') this.talent.clear();
    if (signal === 'sessions' || signal === 'users' || signal === 'all') this.sessions.clear();
    // A page's session is checked on every request; a signed-in person's mutation may show on
    // pages drawn for someone, not on a cookieless visitor's (`clearPagesAfterMutation`).
    if (signal === 'mutation') this.pages.clearPersonal();
    else if (signal !== 'sessions') this.pages.clear();
    for (const listener of this.#signalListeners) listener(signal);
  }
}
