/** Milliseconds since the epoch; tests pass their own clock. */
export type Clock = () => number;

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * A per-process cache of values that expire `ttlMs` after they were loaded (0: none are kept), at most `maxEntries`
 * of them (the oldest goes first). `clear` drops everything at once and also refuses any load that
 * began before it, so a value read before a write is never stored after the write's signal. Loads
 * of one key at the same time share one promise; a failed load is not kept.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  #generation = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxEntries: number,
    readonly now: Clock = Date.now,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The cached value of `key`, or `load()`'s (then kept until it expires or the cache is cleared). */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const cached = this.#entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    if (cached) this.#entries.delete(key);

    const generation = this.#generation;
    const value = load();
    const entry: Entry<V> = { value, expiresAt: now + this.ttlMs };
    if (this.#entries.size >= this.maxEntries) this.#dropOldest();
    this.#entries.set(key, entry);
    value.then(
      () => {
        if (generation !== this.#generation) this.#forget(key, entry);
      },
      () => this.#forget(key, entry),
    );
    return value;
  }

  /** Drops one key (a write this process made to what it names). */
  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  #forget(key: string, entry: Entry<V>) {
    if (this.#entries.get(key) === entry) this.#entries.delete(key);
  }

  #dropOldest() {
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }
}
