import { createHash } from 'node:crypto';
import type { Clock } from './ttl-cache';

/**
 * A page as it was sent: the bytes on the wire in one encoding, and what its Content-Security-Policy
 * must let in to send the same bytes again (its inline scripts by hash; the render's nonce was its
 * response's alone).
 */
export interface CachedPage {
  /** Who it was rendered for (null: a visitor); a later request must be signed in as the same. */
  userId: number | null;
  /** Asked for without cookies: the same for every such visitor, and no one's mutation is theirs. */
  shared: boolean;
  /** The renderer's headers (Content-Type and the like), Set-Cookie never among them. */
  headers: ReadonlyArray<readonly [string, string]>;
  encoding: 'br' | 'gzip' | null;
  body: Buffer;
  /** CSP sources for the page's inline scripts: `'sha256-…'`, one each. */
  scriptSources: readonly string[];
}

interface Entry extends CachedPage {
  key: string;
  expiresAt: number;
}

/** Where the cache stood when a render began: what it learns meanwhile voids the render's page. */
export interface PageTicket {
  generation: number;
  personalGeneration: number;
  sequence: number;
}

/** At most this many users' last changes are remembered; past it everything is dropped at once. */
const MAX_REMEMBERED_USERS = 10_000;

/**
 * Rendered pages (ADR 0051), per process: a page is answered again for the same request (path and
 * query, cookies, language, encoding) until the first of
 * - `ttlMs` after it was rendered (PAGE_CACHE_SECONDS; 0 keeps none);
 * - a public write (a job, profile, review or user), or signals possibly missed: `clear`;
 * - for a page asked with cookies (a signed-in person's, a visitor's draft), any mutation of
 *   anyone's, in any process: `clearPersonal`; or a live event for its user: `forgetUser`.
 * A page is thus answered again only while nothing has been written that it could show (what
 * changes with time alone, a relative time, is at most `ttlMs` old), and it still carries the live
 * cursor read before its data, so its first stream replays anything that slipped in on its way.
 * A render takes a ticket first, and its page is not kept if what it could show was written
 * meanwhile. The least recently asked pages go first past `maxBytes`.
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  /** The keys of each user's pages, for `forgetUser`. */
  readonly #keysOfUser = new Map<number, Set<string>>();
  /** The sequence number of each user's last change (`forgetUser`), checked against tickets. */
  readonly #lastChangeOfUser = new Map<number, number>();
  #generation = 0;
  #personalGeneration = 0;
  #sequence = 0;
  #bytes = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxBytes: number,
    readonly now: Clock = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes of the pages kept, as sent. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Taken before a render reads anything; `store` refuses its page if it was voided since. */
  begin(): PageTicket {
    return {
      generation: this.#generation,
      personalGeneration: this.#personalGeneration,
      sequence: this.#sequence,
    };
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.#delete(entry);
      return undefined;
    }
    // Most recently used last: the oldest-used go first when the cache is full.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps `page` unless the cache was cleared or its user changed since `ticket`; true if kept. */
  store(key: string, ticket: PageTicket, page: CachedPage): boolean {
    if (!this.enabled || page.body.length > this.maxBytes / 16) return false;
    if (ticket.generation !== this.#generation) return false;
    if (!page.shared && ticket.personalGeneration !== this.#personalGeneration) return false;
    if (page.userId !== null && (this.#lastChangeOfUser.get(page.userId) ?? 0) > ticket.sequence)
      return false;
    const old = this.#entries.get(key);
    if (old) this.#delete(old);
    const entry: Entry = { ...page, key, expiresAt: this.now() + this.ttlMs };
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    if (entry.userId !== null) {
      let keys = this.#keysOfUser.get(entry.userId);
      if (!keys) {
        keys = new Set();
        this.#keysOfUser.set(entry.userId, keys);
      }
      keys.add(key);
    }
    for (const oldest of this.#entries.values()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#delete(oldest);
    }
    return true;
  }

  /** Something this user sees changed: their pages go, and so does any page of theirs being rendered. */
  forgetUser(userId: number): void {
    if (!this.enabled) return;
    if (this.#lastChangeOfUser.size >= MAX_REMEMBERED_USERS) {
      this.clear();
      return;
    }
    this.#sequence += 1;
    this.#lastChangeOfUser.set(userId, this.#sequence);
    for (const key of this.#keysOfUser.get(userId) ?? []) {
      const entry = this.#entries.get(key);
      if (entry) this.#delete(entry);
    }
  }

  /** A mutation committed somewhere: every page asked with cookies goes, and any being rendered. */
  clearPersonal(): void {
    this.#personalGeneration += 1;
    for (const entry of this.#entries.values()) if (!entry.shared) this.#delete(entry);
  }

  /** Drops every page, and every page being rendered. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#keysOfUser.clear();
    this.#lastChangeOfUser.clear();
    this.#bytes = 0;
  }

  #delete(entry: Entry) {
    this.#entries.delete(entry.key);
    this.#bytes -= entry.body.length;
    if (entry.userId === null) return;
    const keys = this.#keysOfUser.get(entry.userId);
    keys?.delete(entry.key);
    if (keys?.size === 0) this.#keysOfUser.delete(entry.userId);
  }
}

/**
 * The CSP sources of a page's inline scripts, by SHA-256 of each one's text, as a browser hashes
 * it; null when the page has a script this does not account for (then it is not kept). React
 * escapes `<` in what it writes into a script, so a script's text runs to the first `</script`.
 */
export function inlineScriptSources(html: string): string[] | null {
  const sources: string[] = [];
  let scripts = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    scripts += 1;
    const [, attributes = '', text = ''] = match;
    if (/\ssrc=/i.test(attributes)) {
      if (text !== '') return null;
      continue;
    }
    sources.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  // Every opening tag must have been matched with its end.
  const openings = html.match(/<script\b/gi)?.length ?? 0;
  return openings === scripts ? sources : null;
}
