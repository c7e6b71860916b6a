import { setUserLocale, type UserRecord } from '@talanta/db';
import { isLocale } from '@talanta/schema/i18n';
import type { Context } from '../../trpc/context';

/**
 * A sign-in and the language choice meet (issue 41): a browser that chose a language gives it to
 * the account (the choice survives the sign-in, and emails follow it); a browser without one takes
 * the account's, so the pages after the sign-in are in it.
 */
export async function bringLocaleToSignIn(ctx: Context, user: UserRecord): Promise<UserRecord> {
  if (ctx.chosenLocale && ctx.chosenLocale !== user.locale)
    return setUserLocale(ctx.db, user.id, ctx.chosenLocale);
  if (!ctx.chosenLocale && isLocale(user.locale)) ctx.response.setLocaleCookie(user.locale);
  return user;
}
