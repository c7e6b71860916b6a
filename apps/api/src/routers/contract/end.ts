import {
  endContract,
  enqueueWebhookEvent,
  findContractById,
  issueTrialCreditNotesForContract,
  lockContract,
  waiveTrialWeeks,
} from '@talanta/db';
import { CONTRACT_END_KIND_LABELS, CONTRACT_MESSAGES, ZContract, ZEndContractInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { EmailText } from '../../mail/email-language';
import { closeApplicationInterviews } from '../interview/close-on-hire';
import { todayUtc } from '../invoice/to-invoice';
import { notifyOtherParty } from '../offer/party-effects';
import { developerInPayload } from '../talent/named-developer';
import { contractPartyProcedure } from './contract-procedures';
import { toContract } from './to-contract';

type LockedContract = Awaited<ReturnType<typeof lockContract>>;

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/**
 * Not a fit is the client's promise from the trial (ADR 0038): only the client, only a contract
 * with a trial, only on or before its last day (UTC, as every stored date).
 */
function requireTrialEnd(locked: LockedContract, userId: number): void {
  if (locked.clientId !== userId)
    throw new TRPCError({ code: 'FORBIDDEN', message: CONTRACT_MESSAGES.notAFitClientOnly });
  if (locked.trialEndsOn === null) throw conflict(CONTRACT_MESSAGES.noTrial);
  if (todayUtc() > locked.trialEndsOn) throw conflict(CONTRACT_MESSAGES.trialOver(locked.trialEndsOn));
}

/**
 * Either party ends an active contract with a reason (PUT /api/contracts/{id}/end). The row lock
 * makes two ends at once happen one after the other: the second gets the 409. Ended as not a fit
 * inside the trial, the same transaction waives every week not yet invoiced; the application's
 * pending and upcoming interviews close.
 */
export const end = contractPartyProcedure(ZEndContractInput)
  .output(ZContract)
  .mutation(async ({ ctx, input }) => {
    const contract = await ctx.db.transaction().execute(async (trx) => {
      const locked = await lockContract(trx, input.id);
      if (locked.status !== 'active') throw conflict(CONTRACT_MESSAGES.notActive);
      if (input.kind === 'not_a_fit') requireTrialEnd(locked, ctx.user.id);
      await endContract(trx, locked.id, { endedBy: ctx.user.id, endKind: input.kind, endReason: input.note });
      if (input.kind === 'not_a_fit') {
        await waiveTrialWeeks(trx, locked.id);
        // Hours already invoiced are corrected by credit notes: issued invoices never change.
        await issueTrialCreditNotesForContract(trx, { contractId: locked.id, createdBy: ctx.user.id });
      }
      await closeApplicationInterviews(trx, {
        applicationId: locked.applicationId,
        actorId: ctx.user.id,
        reason: 'The contract for this job ended',
        origin: ctx.origin,
      });
      const ended = await findContractById(trx, locked.id);
      if (!ended) throw new Error(`contract ${locked.id} vanished inside its own transaction`);
      const details = (t: EmailText) => {
        const lines =
          input.kind === 'other'
            ? [t('Reason: {reason}', { reason: input.note ?? '' })]
            : [
                t('Reason: {reason}', { reason: t.text(CONTRACT_END_KIND_LABELS[input.kind]) }),
                ...(input.note ? [t('Their note: {note}', { note: input.note })] : []),
              ];
        if (input.kind === 'not_a_fit')
          lines.push(
            t(
              'The trial’s hours are not billed to the client; Talanta pays the developer for the approved ones.',
            ),
          );
        return lines;
      };
      await notifyOtherParty(trx, {
        record: ended,
        actorId: ctx.user.id,
        link: `/contracts/${ended.id}`,
        origin: ctx.origin,
        describe: (t, actor) => ({
          title: t('Contract ended'),
          message: ended.jobTitle
            ? t('{actor} ended your contract for "{jobTitle}".', { actor, jobTitle: ended.jobTitle })
            : t('{actor} ended your contract.', { actor }),
          details: details(t),
        }),
      });
      await enqueueWebhookEvent(trx, {
        type: 'contract.ended',
        ownerUserIds: [ended.clientId],
        data: {
          contractId: ended.id,
          offerId: ended.offerId,
          jobId: ended.jobId,
          ...(await developerInPayload(trx, ended.developerId)),
          endedBy: ctx.user.id,
          endKind: input.kind,
        },
      });
      return ended;
    });
    ctx.services.jobs.wake();
    return toContract(contract, ctx.user.id);
  });
