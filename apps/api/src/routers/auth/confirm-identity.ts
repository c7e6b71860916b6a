import { type Executor, findUserCredentialsById, isTwoFactorEnabled } from '@talanta/db';
import { ACCOUNT_SECURITY_MESSAGES, type TUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { verifyPassword } from '../../auth/password';
import { checkSecondFactor } from '../../auth/two-factor';
import type { Context } from '../../trpc/context';

const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/**
 * Before the email or password changes: the current password, each attempt counted against the
 * sign-in limit (a stolen session must not become a password oracle).
 */
export async function checkCurrentPassword(
  ctx: Pick<Context, 'db' | 'ip' | 'services'> & { user: TUser },
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) throw badRequest(ACCOUNT_SECURITY_MESSAGES.currentPassword);
  await ctx.services.authRateLimiter.consume(ctx.ip, ctx.user.email);
  const credentials = await findUserCredentialsById(ctx.db, ctx.user.id);
  if (!credentials || !(await verifyPassword(credentials.passwordHash, currentPassword)))
    throw badRequest(ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword);
}

/**
 * Inside the change's transaction: where two-factor sign-in is on, a TOTP or recovery code as the
 * sign-in's second step takes it (spent with the change, so it cannot be replayed).
 */
export async function checkSecondFactorIfOn(
  trx: Executor,
  userId: number,
  code: string | undefined,
): Promise<void> {
  if (!(await isTwoFactorEnabled(trx, userId))) return;
  if (!code) throw badRequest(ACCOUNT_SECURITY_MESSAGES.secondFactorRequired);
  await checkSecondFactor(trx, userId, code, { failure: 'BAD_REQUEST' });
}
