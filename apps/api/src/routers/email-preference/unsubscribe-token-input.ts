import { findEmailPreference } from '@talanta/db';
import { EMAIL_KIND_LABELS, EMAIL_MESSAGES } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { verifyUnsubscribeToken } from '../../mail/unsubscribe-token';
import type { Context } from '../../trpc/context';

/** The user and kind an unsubscribe token names; 400 when it is not one of ours. */
export function readUnsubscribeToken(token: string) {
  const named = verifyUnsubscribeToken(token);
  if (!named) throw new TRPCError({ code: 'BAD_REQUEST', message: EMAIL_MESSAGES.badUnsubscribeToken });
  return named;
}

/** What the unsubscribe page shows: the kind and whether its emails are on. */
export async function describeUnsubscribe(
  ctx: Pick<Context, 'db'>,
  userId: number,
  kind: ReturnType<typeof readUnsubscribeToken>['kind'],
) {
  const preference = await findEmailPreference(ctx.db, userId, kind);
  return { kind, label: EMAIL_KIND_LABELS[kind], emailEnabled: preference.emailEnabled };
}
