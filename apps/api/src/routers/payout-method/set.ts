import { savePayoutMethod } from '@talanta/db';
import {
  maskPayoutMethod,
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHOD_MESSAGES,
  payoutAccountDetails,
  ZPayoutMethod,
  ZSetPayoutMethodInput,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { emailText } from '../../mail/email-language';
import { queueEmail } from '../../mail/queue-email';
import { developerProcedure } from '../../trpc/procedures';
import { checkCurrentPassword } from '../auth/confirm-identity';
import { toPayoutMethod } from './to-payout-method';

/**
 * PUT /api/payout-method: the developer sets where they are paid. Only from a signed-in session and
 * with the password (a stolen token or an open laptop must not redirect earnings); the account is
 * sealed before it is stored, payouts to it wait a day, and the developer is emailed at once so a
 * change they did not make is seen within that day.
 */
export const set = developerProcedure
  .use(({ ctx, next }) => {
    if (ctx.apiToken) throw new TRPCError({ code: 'FORBIDDEN', message: PAYOUT_METHOD_MESSAGES.sessionOnly });
    return next();
  })
  .input(ZSetPayoutMethodInput)
  .output(ZPayoutMethod)
  .mutation(async ({ ctx, input }) => {
    const { password, ...method } = input;
    await checkCurrentPassword(ctx, password);
    const changedAt = new Date();
    const holdHours = ctx.services.config.payoutMethodHoldHours;
    const saved = await ctx.db.transaction().execute(async (trx) => {
      const stored = await savePayoutMethod(trx, {
        developerId: ctx.user.id,
        type: method.type,
        holderName: method.holderName,
        detailsEncrypted: ctx.services.payoutDetails.seal(payoutAccountDetails(method)),
        masked: maskPayoutMethod(method),
        changedAt,
        heldUntil: new Date(changedAt.getTime() + holdHours * 60 * 60 * 1000),
      });
      // The signed-in developer's language (users.locale, read with the session).
      const t = emailText(ctx.user.locale);
      const payoutTo = {
        method: t.text(PAYOUT_METHOD_LABELS[method.type]),
        masked: stored.masked,
        holder: method.holderName,
        hours: holdHours,
      };
      const paragraph =
        holdHours > 0
          ? t(
              'Your Talanta payouts will go to {method} {masked} ({holder}), from {hours} hours after this change.',
              payoutTo,
            )
          : t('Your Talanta payouts will go to {method} {masked} ({holder}).', payoutTo);
      await queueEmail(
        trx,
        {
          kind: 'security',
          to: ctx.user.email,
          locale: t.locale,
          userId: ctx.user.id,
          // The subject the web app's catalogue holds too, by the same English text.
          subject: t.text(PAYOUT_METHOD_MESSAGES.changedSubject),
          preview: paragraph,
          greeting: t('Hello {firstName},', { firstName: ctx.user.firstName }),
          blocks: [
            { paragraph },
            {
              paragraph: t(
                'If you did not make this change, change your password now and tell us by replying to this email: no payout goes to the new account before the hold ends.',
              ),
            },
            { action: { label: t('See your earnings'), url: `${ctx.origin}/earnings` } },
          ],
        },
        ctx.origin,
      );
      return stored;
    });
    ctx.services.jobs.wake();
    return toPayoutMethod(saved);
  });
