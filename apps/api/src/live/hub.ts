import type { PGlite } from '@electric-sql/pglite';
import {
  CACHE_SIGNALS_CHANNEL,
  type CacheSignal,
  CREDENTIAL_SIGNALS_CHANNEL,
  type DbHandle,
  LIVE_EVENTS_CHANNEL,
} from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

type Wake = () => void;
type OnNotification = (channel: string, payload: string) => void;

/**
 * Wakes the live subscriptions of a user when their event stream grows. The signal comes from
 * PostgreSQL LISTEN/NOTIFY (or PGlite's in-process equivalent), so every API process sharing the
 * database hears every commit, whichever process made it. A wake-up only says "look again": the
 * events themselves are always read from the database.
 *
 * The same connection carries cache signals (migration 0026): rows behind a cached list or
 * session changed, so each process drops what it built from them. And credential signals
 * (migration 0029): a user's session or token ended or their role changed, so each of that user's
 * streams re-checks what it was opened with.
 */
export class LiveHub {
  readonly #subscribers = new Map<number, Set<Wake>>();
  readonly #credentialChecks = new Map<number, Set<Wake>>();
  readonly #cacheListeners = new Set<(signal: CacheSignal) => void>();
  readonly #liveEventListeners = new Set<(userId: number) => void>();
  #closed = false;
  #stop: () => Promise<void> = async () => {};

  static async start(
    database: Pick<DbHandle, 'pglite' | 'url'> & Partial<Pick<DbHandle, 'writeSignals'>>,
    log: FastifyBaseLogger,
  ): Promise<LiveHub> {
    const hub = new LiveHub();
    // This process's own writes signal at once; its NOTIFY comes back later (and to the others).
    const stopWriteSignals = database.writeSignals?.listen((signal) => hub.#signalCaches(signal));
    if (database.pglite) hub.#stop = await listenOnPglite(database.pglite, hub.#onNotification);
    else if (database.url)
      hub.#stop = await listenOnPostgres(database.url, hub.#onNotification, hub.#wakeEveryone, log);
    const stopListening = hub.#stop;
    hub.#stop = async () => {
      stopWriteSignals?.();
      await stopListening();
    };
    return hub;
  }

  /** Registers a wake-up callback for a user; returns the function that removes it. */
  subscribe(userId: number, wake: Wake): () => void {
    return addTo(this.#subscribers, userId, wake);
  }

  /**
   * Calls `check` whenever a session or token of the user may have ended (and after a reconnect,
   * when such a signal may have been missed); returns the function that removes it.
   */
  onCredentialSignal(userId: number, check: Wake): () => void {
    return addTo(this.#credentialChecks, userId, check);
  }

  /** Calls `listener` with every cache signal any process's writes send; returns the unsubscribe. */
  onCacheSignal(listener: (signal: CacheSignal) => void): () => void {
    this.#cacheListeners.add(listener);
    return () => this.#cacheListeners.delete(listener);
  }

  /** Calls `listener` with the user whose event stream grew, whichever process wrote; returns the unsubscribe. */
  onLiveEvent(listener: (userId: number) => void): () => void {
    this.#liveEventListeners.add(listener);
    return () => this.#liveEventListeners.delete(listener);
  }

  /** Open subscriptions on this process (the live-subscribers gauge). */
  get subscriberCount(): number {
    let count = 0;
    for (const set of this.#subscribers.values()) count += set.size;
    return count;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Stops listening and wakes every subscriber so their streams see `closed` and end. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#wakeEveryone();
    await this.#stop();
  }

  readonly #onNotification = (channel: string, payload: string) => {
    if (channel === CACHE_SIGNALS_CHANNEL) return this.#signalCaches(payload as CacheSignal);
    const userId = Number(payload.split(':')[0]);
    const callbacks = channel === CREDENTIAL_SIGNALS_CHANNEL ? this.#credentialChecks : this.#subscribers;
    for (const call of callbacks.get(userId) ?? []) call();
    if (channel === LIVE_EVENTS_CHANNEL) for (const listener of this.#liveEventListeners) listener(userId);
  };

  /** After a (re)connect: anything committed meanwhile may have been missed. */
  readonly #wakeEveryone = () => {
    for (const set of this.#subscribers.values()) for (const wake of set) wake();
    for (const set of this.#credentialChecks.values()) for (const check of set) check();
    this.#signalCaches('all');
  };

  #signalCaches(signal: CacheSignal) {
    for (const listener of this.#cacheListeners) listener(signal);
  }
}

/** Adds `callback` to the user's set in `map`; returns the function that removes it. */
function addTo(map: Map<number, Set<Wake>>, userId: number, callback: Wake): () => void {
  let set = map.get(userId);
  if (!set) {
    set = new Set();
    map.set(userId, set);
  }
  set.add(callback);
  return () => {
    set.delete(callback);
    if (set.size === 0) map.delete(userId);
  };
}

const CHANNELS = [LIVE_EVENTS_CHANNEL, CACHE_SIGNALS_CHANNEL, CREDENTIAL_SIGNALS_CHANNEL];

async function listenOnPglite(pglite: PGlite, onNotification: OnNotification) {
  const stops = await Promise.all(
    CHANNELS.map((channel) => pglite.listen(channel, (payload) => onNotification(channel, payload))),
  );
  return async () => {
    if (!pglite.closed) for (const unlisten of stops) await unlisten();
  };
}

/**
 * A dedicated connection (LISTEN needs one for itself), re-opened after a database restart.
 * After each reconnect every subscriber is woken, so anything committed meanwhile is read.
 */
async function listenOnPostgres(
  connectionString: string,
  onNotification: OnNotification,
  wakeEveryone: () => void,
  log: FastifyBaseLogger,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5000,
      application_name: 'talanta-live',
    });
    next.on('notification', (message) => {
      if (message.payload) onNotification(message.channel, message.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'live events listener lost its connection; reconnecting');
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(CHANNELS.map((channel) => `LISTEN ${channel};`).join(' '));
      client = next;
      wakeEveryone();
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
  };

  const scheduleReconnect = () => {
    const lost = client;
    client = null;
    void lost?.end().catch(() => {});
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(scheduleReconnect);
    }, 1000);
  };

  await connect().catch((error) => {
    log.warn({ err: error }, 'live events listener could not connect; retrying');
    scheduleReconnect();
  });

  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    await client?.end().catch(() => {});
  };
}
