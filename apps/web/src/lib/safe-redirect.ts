// Browsers drop tabs and newlines inside URLs and read a backslash as a slash, so a value that
// carries any of them could turn into "//elsewhere" after our check: such values are refused.
function hasUnsafeCharacter(value: string): boolean {
  return [...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}
const SIGN_IN_SCREENS = ['/login', '/register'];

function currentOrigin(): string {
  return globalThis.location?.origin ?? 'http://localhost';
}

/** The value with percent-escapes undone (at most three layers); undefined if it does not decode. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let layer = 0; layer < 3; layer++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

function sameOriginUrl(value: string, origin: string): URL | undefined {
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return undefined;
  try {
    const url = new URL(value, origin);
    return url.origin === new URL(origin).origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `redirect` search parameter carries the page a visitor asked for before signing in. It is
 * followed only when it is a path that resolves to this very origin, also once decoded (a router
 * may decode it again), and is not a sign-in screen; the result is that same-origin path.
 */
export function safeRedirectPath(value: unknown, origin: string = currentOrigin()): string | undefined {
  if (typeof value !== 'string') return undefined;
  const decoded = fullyDecoded(value);
  const url = sameOriginUrl(value, origin);
  if (!url || decoded === undefined || !sameOriginUrl(decoded, origin)) return undefined;
  if (SIGN_IN_SCREENS.some((screen) => url.pathname === screen || url.pathname.startsWith(`${screen}/`))) {
    return undefined;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
