import {
  announceChange,
  createInvitation,
  type Executor,
  findUserIdentityByEmail,
  findVettingSubmissionByEmail,
  insertVettingStages,
  insertVettingSubmission,
  isUniqueViolation,
  resubmitRejectedVettingSubmission,
} from '@talanta/db';
import {
  type TVettingSubmissionValues,
  VETTING_MESSAGES,
  ZVettingSubmissionInput,
  ZVettingSubmitResult,
} from '@talanta/schema';
import type { Locale } from '@talanta/schema/i18n';
import { TRPCError } from '@trpc/server';
import { queueEmail } from '../../mail/queue-email';
import type { Context } from '../../trpc/context';
import { publicProcedure } from '../../trpc/procedures';
import { invitationLink, newInvitationToken } from './invitation-token';
import { formatReapplyDate, reapplyDate } from './reapply-date';
import { vettingReceivedEmail } from './review-emails';

/**
 * The applicant hears their application arrived (to their account too, when they have one). A
 * person without an account gets the link to make one, asking only for a password (the account
 * on receipt, issue 38): the stages after the review need it.
 */
async function queueReceivedEmail(
  trx: Executor,
  submissionId: number,
  input: TVettingSubmissionValues,
  request: { origin: string; locale: Locale },
) {
  const { origin } = request;
  const account = await findUserIdentityByEmail(trx, input.email);
  let accountLink: string | null = null;
  if (!account) {
    const invitation = newInvitationToken();
    await createInvitation(trx, {
      tokenHash: invitation.tokenHash,
      email: input.email,
      vettingSubmissionId: submissionId,
      invitedBy: null,
      expiresAt: invitation.expiresAt,
    });
    accountLink = invitationLink(origin, input, invitation.token);
  }
  // An account's own language; a person without one has none kept yet, so the receipt is in the
  // language the form was filled in (the request's).
  const language = account ? account.locale : request.locale;
  await queueEmail(trx, vettingReceivedEmail(input, account ?? null, accountLink, language), origin);
}

/**
 * POST /api/developer/apply: stores the application as pending for the admins' review. One
 * application per email, in any case (409), except that a rejected applicant may apply again
 * REAPPLY_AFTER_DAYS after the rejection: the rejected application then becomes the new one.
 * Attempts count against the sign-in limits per IP and per email, so the public form cannot be
 * used to flood the review queue. A signed-in developer applies under their account's email and the
 * application records the account, so approval approves exactly it (one developer path).
 */
export const submit = publicProcedure
  .input(ZVettingSubmissionInput)
  .output(ZVettingSubmitResult)
  .mutation(async ({ ctx, input: given }) => {
    const developer = ctx.user?.role === 'developer' ? ctx.user : null;
    const input = developer ? { ...given, email: developer.email } : given;
    const submitter = { submittedBy: developer?.id ?? null, userIds: developer ? [developer.id] : [] };
    await ctx.services.authRateLimiter.consume(ctx.ip, input.email);
    const id = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const stored = await insertVettingSubmission(trx, input, submitter.submittedBy, ctx.locale);
        await insertVettingStages(trx, stored.id, 1, ctx.services.config.vettingRequiredStages);
        await announceChange(trx, { userIds: submitter.userIds, admins: true }, ['vetting']);
        await queueReceivedEmail(trx, stored.id, input, ctx);
        return stored.id;
      })
      .catch((error: unknown) => {
        // Outside the failed transaction: on PostgreSQL it cannot run another statement.
        if (isUniqueViolation(error)) return applyAgain(ctx, input, submitter);
        throw error;
      });
    ctx.services.jobs.wake();
    // The application is stored; a draft that cannot be cleared now expires on its own.
    await ctx.draftSession
      ?.clear()
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'could not clear the onboarding draft'));
    return { id, message: VETTING_MESSAGES.received };
  });

/** A second application under a stored email: allowed only after a rejection and the waiting time. */
async function applyAgain(
  ctx: Context,
  input: TVettingSubmissionValues,
  submitter: { submittedBy: number | null; userIds: number[] },
): Promise<number> {
  const existing = await findVettingSubmissionByEmail(ctx.db, input.email);
  const days = ctx.services.config.reapplyAfterDays;
  if (existing?.isApproved === false && existing.reviewedAt) {
    const from = reapplyDate(existing.reviewedAt, days);
    if (from > new Date()) {
      const message = VETTING_MESSAGES.reapplyFrom(formatReapplyDate(from));
      throw new TRPCError({ code: 'CONFLICT', message });
    }
    // The cut-off is checked again in the update, so a review in between is not overwritten.
    const rejectedBefore = reapplyDate(new Date(), -days);
    const resubmitted = await ctx.db.transaction().execute(async (trx) => {
      const round = await resubmitRejectedVettingSubmission(
        trx,
        existing.id,
        input,
        rejectedBefore,
        submitter.submittedBy,
        ctx.locale,
      );
      if (round !== null) {
        await insertVettingStages(trx, existing.id, round, ctx.services.config.vettingRequiredStages);
        await announceChange(trx, { userIds: submitter.userIds, admins: true }, ['vetting']);
        await queueReceivedEmail(trx, existing.id, input, ctx);
      }
      return round !== null;
    });
    if (resubmitted) return existing.id;
  }
  throw new TRPCError({ code: 'CONFLICT', message: VETTING_MESSAGES.alreadyApplied });
}
