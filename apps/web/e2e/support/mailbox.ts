import type { APIRequestContext } from '@playwright/test';

/**
 * The newest link to `path` (such as /verify-email) sent to `email`, read from the dev mailbox page
 * (newest email first, one <article> per email).
 */
export function findEmailLink(
  request: APIRequestContext,
  email: string,
  path: string,
): Promise<string | null> {
  return findEmailHref(request, email, new RegExp(`href="([^"]*${path}\\?[^"]+)"`));
}

/** The newest link to a path with a token in it (such as /references/{token}) sent to `email`. */
export function findTokenLink(
  request: APIRequestContext,
  email: string,
  path: string,
): Promise<string | null> {
  return findEmailHref(request, email, new RegExp(`href="([^"]*${path}/[^"/?]+)"`));
}

async function findEmailHref(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
): Promise<string | null> {
  const html = await (await request.get('/dev/mailbox')).text();
  for (const article of html.split('<article>')) {
    if (!article.includes(`To ${email}`)) continue;
    const match = article.match(pattern);
    // The page escapes & in links (as &#38;).
    if (match?.[1]) return match[1].replaceAll('&#38;', '&').replaceAll('&amp;', '&');
  }
  return null;
}

/** The newest password-reset link sent to `email`. */
export function findResetLink(request: APIRequestContext, email: string): Promise<string | null> {
  return findEmailLink(request, email, '/reset-password');
}
