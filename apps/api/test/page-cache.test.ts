import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CachedPage, inlineScriptSources, PageCache } from '../src/cache/page-cache';

const pageOf = (userId: number | null, bytes = 10, shared = userId === null): CachedPage => ({
  userId,
  shared,
  headers: [['content-type', 'text/html; charset=utf-8']],
  encoding: 'br',
  body: Buffer.alloc(bytes, 1),
  scriptSources: [],
});

describe('the page cache', () => {
  it('answers a page until its time is up, and keeps none with a time of 0', () => {
    let now = 1_000;
    const cache = new PageCache(10_000, 1024 * 1024, () => now);
    expect(cache.store('/a', cache.begin(), pageOf(null))).toBe(true);
    now += 9_999;
    expect(cache.get('/a')?.userId).toBeNull();
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
    const off = new PageCache(0, 1024 * 1024);
    expect(off.store('/a', off.begin(), pageOf(null))).toBe(false);
    expect(off.get('/a')).toBeUndefined();
  });

  it('lets the least recently asked pages go first past its size', () => {
    // Room for sixteen pages of 100 bytes; a page may take at most a sixteenth of it.
    const cache = new PageCache(10_000, 1600);
    const keys = Array.from({ length: 16 }, (_, index) => `/${index}`);
    for (const key of keys) expect(cache.store(key, cache.begin(), pageOf(null, 100))).toBe(true);
    cache.get('/0');
    cache.store('/16', cache.begin(), pageOf(null, 100));
    expect(cache.size).toBe(16);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.get('/0')).toBeDefined();
    expect(cache.get('/16')).toBeDefined();
    expect(cache.store('/big', cache.begin(), pageOf(null, 101))).toBe(false);
  });

  it("refuses a render's page when the cache was cleared or its user changed while it rendered", () => {
    const cache = new PageCache(10_000, 1024 * 1024);
    const beforeClear = cache.begin();
    cache.clear();
    expect(cache.store('/a', beforeClear, pageOf(null))).toBe(false);

    const rendering = cache.begin();
    cache.forgetUser(7);
    expect(cache.store('/mine', rendering, pageOf(7))).toBe(false);
    // Another user's render, and a visitor's, are not voided by it.
    expect(cache.store('/theirs', rendering, pageOf(8))).toBe(true);
    expect(cache.store('/visitor', rendering, pageOf(null))).toBe(true);
    expect(cache.store('/mine', cache.begin(), pageOf(7))).toBe(true);

    cache.forgetUser(7);
    expect(cache.get('/mine')).toBeUndefined();
    expect(cache.get('/theirs')?.userId).toBe(8);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("drops every page asked with cookies on anyone's mutation, and keeps the cookieless visitors'", () => {
    const cache = new PageCache(10_000, 1024 * 1024);
    const rendering = cache.begin();
    for (const [key, page] of [
      ['/signed-in', pageOf(7)],
      ['/draft', pageOf(null, 10, false)],
      ['/public', pageOf(null)],
    ] as const)
      cache.store(key, cache.begin(), page);
    cache.clearPersonal();
    expect(['/signed-in', '/draft', '/public'].map((key) => cache.get(key) !== undefined)).toEqual([
      false,
      false,
      true,
    ]);
    // A render that began before the mutation keeps only a cookieless visitor's page.
    expect(cache.store('/signed-in', rendering, pageOf(7))).toBe(false);
    expect(cache.store('/draft', rendering, pageOf(null, 10, false))).toBe(false);
    expect(cache.store('/public', rendering, pageOf(null))).toBe(true);
  });
});

describe("a page's inline scripts", () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('are named by the hash of their text, as a browser hashes them; files are not', () => {
    const html =
      '<html><head><script nonce="n1">self.$R=[]</script><script type="module" src="/assets/a.js" nonce="n1"></script></head>' +
      '<body>caf\u00e9 &lt;script&gt;<script nonce="n1" data-tsr-stream-part="">$R.push("\\u003c/b>\u00e9")</script></body></html>';
    expect(inlineScriptSources(html)).toEqual([hash('self.$R=[]'), hash('$R.push("\\u003c/b>\u00e9")')]);
  });

  it('are not accounted for when a script has no end, so the page is not kept', () => {
    expect(inlineScriptSources('<script>one()</script><script>two()')).toBeNull();
    expect(inlineScriptSources('<script src="/a.js">inline()</script>')).toBeNull();
    expect(inlineScriptSources('<p>no scripts</p>')).toEqual([]);
  });
});
