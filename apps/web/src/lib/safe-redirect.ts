/**
 * The `redirect` search parameter carries the page a visitor asked for before signing in. Only
 * paths on this site are followed, so a crafted link cannot send someone elsewhere.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.startsWith('/login') || value.startsWith('/register')) return undefined;
  return value;
}
