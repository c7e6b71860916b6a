import { setUserLocale, toUser } from '@talanta/db';
import { ZSetLocaleInput, ZUser } from '@talanta/schema';
import { sessionProcedure } from '../../trpc/procedures';

/**
 * A signed-in person's language for the site and its emails (issue 41): kept on the account and
 * in this browser's cookie, so every page after is drawn in it and every email goes out in it.
 */
export const setLocale = sessionProcedure
  .input(ZSetLocaleInput)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => {
    const user = await setUserLocale(ctx.db, ctx.user.id, input.locale);
    ctx.response.setLocaleCookie(input.locale);
    return toUser(user);
  });
