import type { APIRequestContext } from '@playwright/test';

/**
 * The newest password-reset link sent to `email`, read from the dev mailbox page (newest email
 * first, one <article> per email).
 */
export async function findResetLink(request: APIRequestContext, email: string): Promise<string | null> {
  const html = await (await request.get('/dev/mailbox')).text();
  const article = html.split('<article>').find((part) => part.includes(`To ${email}`));
  const match = article?.match(/href="([^"]*\/reset-password\?token=[^"]+)"/);
  return match?.[1] ?? null;
}
