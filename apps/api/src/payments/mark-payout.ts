import {
  announceChange,
  type Executor,
  findPayoutForUpdate,
  findUserById,
  postPayoutFailed,
  postPayoutSent,
  postPayoutSettled,
  recordAudit,
  updatePayoutStatus,
} from '@talanta/db';
import { PAYOUT_MESSAGES, PAYOUT_MOVES, type TPayoutStatus } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { EmailText } from '../mail/email-language';
import { tellAboutMoney } from '../mail/money-notice';

const NOTICES = {
  sent: (t: EmailText, amount: string) => ({
    title: t('Your payout is on its way'),
    message: t(
      'Talanta sent your payout of {amount}. Banks and M-Pesa usually credit it within one to three working days.',
      { amount },
    ),
  }),
  settled: (t: EmailText, amount: string) => ({
    title: t('Your payout was paid'),
    message: t('Your payout of {amount} reached your account.', { amount }),
  }),
  failed: (t: EmailText, amount: string) => ({
    title: t('Your payout failed'),
    message: t(
      'Your payout of {amount} did not go through. The amount is owed to you again and goes in the next payout batch; check your payout method on Earnings.',
      { amount },
    ),
  }),
} as const;

export interface PayoutMark {
  id: number;
  status: Exclude<TPayoutStatus, 'queued'>;
  reference: string;
  reason?: string;
}

/**
 * Moves a payout to what the bank said, in the caller's transaction: an admin's mark, or a debit
 * of the bank's statement quoting the payout's reference. The payout row is locked, so two marks at
 * once run one after the other: the same mark again changes nothing (false); a different reference
 * for the same mark is refused. Each move posts its ledger entry; a failed payout's amount is
 * payable again; the developer is told (notice, email, live change).
 */
export async function markPayout(
  trx: Executor,
  input: PayoutMark,
  by: { id: number; email: string; origin: string; bankTransactionId?: number },
): Promise<boolean> {
  const at = new Date();
  const payout = await findPayoutForUpdate(trx, input.id);
  if (!payout) throw new TRPCError({ code: 'NOT_FOUND', message: PAYOUT_MESSAGES.payoutNotFound });
  if (payout.status === input.status) {
    if (payout.reference === input.reference) return false;
    throw new TRPCError({ code: 'CONFLICT', message: PAYOUT_MESSAGES.otherReference(payout.status) });
  }
  if (!PAYOUT_MOVES[payout.status].includes(input.status))
    throw new TRPCError({ code: 'CONFLICT', message: PAYOUT_MESSAGES.move(payout.status, input.status) });

  const posting = {
    payoutId: payout.id,
    developerId: payout.developerId,
    amountCents: payout.amountCents,
    reference: input.reference,
    occurredAt: at,
    createdBy: by.id,
    bankTransactionId: by.bankTransactionId ?? null,
  };
  if (payout.status === 'queued' && input.status !== 'failed') {
    await postPayoutSent(trx, posting);
    await updatePayoutStatus(trx, payout.id, {
      status: 'sent',
      reference: input.reference,
      failureReason: null,
      at,
    });
  }
  if (input.status === 'settled') await postPayoutSettled(trx, posting);
  if (input.status === 'failed' && payout.status !== 'queued')
    await postPayoutFailed(trx, { ...posting, from: payout.status === 'settled' ? 'settled' : 'sent' });
  await updatePayoutStatus(trx, payout.id, {
    status: input.status,
    reference: input.reference,
    failureReason: input.reason || null,
    at,
  });
  await recordAudit(trx, {
    actor: { id: by.id, email: by.email },
    action: 'payout.mark',
    targetType: 'payout',
    targetId: payout.id,
    before: { status: payout.status, reference: payout.reference },
    after: { status: input.status, reference: input.reference, reason: input.reason ?? null },
  });

  const developer = await findUserById(trx, payout.developerId);
  if (developer) {
    await tellAboutMoney(
      trx,
      {
        id: developer.id,
        email: developer.email,
        greetingName: developer.firstName,
        locale: developer.locale,
      },
      {
        describe: (t) => ({
          ...NOTICES[input.status](t, t.money(payout.amountCents)),
          details: [
            ...(input.status === 'failed' && input.reason
              ? [t('The bank said: {reason}', { reason: input.reason })]
              : []),
            t('Payout reference: {payout}; bank reference: {reference}.', {
              payout: `PO-${payout.id}`,
              reference: input.reference,
            }),
          ],
          actionLabel: t('See your earnings'),
        }),
        type: input.status === 'failed' ? 'warning' : 'success',
        link: '/earnings',
      },
      by.origin,
    );
  }
  await announceChange(trx, { userIds: [payout.developerId], admins: true }, ['contract']);
  return true;
}
