import {
  announceChange,
  deleteUnansweredVettingReferences,
  findVettingStatusByEmail,
  insertVettingReference,
  listVettingReferences,
  lockVettingReferences,
  lockVettingStages,
  lockVettingSubmission,
  referenceStatus,
  reissueVettingReference,
  renameVettingReference,
  toMyReference,
} from '@talanta/db';
import {
  VETTING_REFERENCE_DAYS,
  VETTING_REFERENCE_MESSAGES,
  VETTING_REFERENCES_MAX,
  VETTING_STAGE_MESSAGES,
  ZMyReferences,
  ZSetReferencesInput,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { DAY_MS, newToken } from '../../auth/tokens';
import { queueEmail } from '../../mail/queue-email';
import { developerProcedure } from '../../trpc/procedures';
import { referenceLink, referenceRequestEmail } from './references-emails';

/** A references stage the admin passed, failed or skipped takes no more referees. */
const CLOSED_STATES = new Set(['passed', 'failed', 'skipped']);

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: VETTING_STAGE_MESSAGES.noApplication });
const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/**
 * PUT /api/vetting/references (issue 38): the applicant names the referees of their submission's
 * current round. Referees who answered stay; the others are replaced by the list: one named again
 * whose link still works keeps it (name and relationship updated), one whose link expired and each
 * new one get a new single-use link by email, and one left out is removed with its link. 409 once
 * the submission is decided or the references stage is closed. The answers never come back here.
 */
export const setReferences = developerProcedure
  .input(ZSetReferencesInput)
  .output(ZMyReferences)
  .mutation(async ({ ctx, input }) => {
    const own = ctx.user.email.toLowerCase();
    if (input.references.some((referee) => referee.email === own))
      throw new TRPCError({ code: 'BAD_REQUEST', message: VETTING_REFERENCE_MESSAGES.yourself });
    const found = await findVettingStatusByEmail(ctx.db, own);
    if (!found) throw notFound();
    const result = await ctx.db.transaction().execute(async (trx) => {
      // The submission is locked and checked again: it is still theirs and still undecided.
      const submission = await lockVettingSubmission(trx, found.id);
      if (submission?.email.toLowerCase() !== own) throw notFound();
      if (submission.isApproved !== null) throw conflict(VETTING_STAGE_MESSAGES.decided);
      const stages = await lockVettingStages(trx, submission.id, submission.round);
      const stage = stages.find((candidate) => candidate.key === 'references');
      if (stage && CLOSED_STATES.has(stage.state)) throw conflict(VETTING_REFERENCE_MESSAGES.closed);

      const existing = await lockVettingReferences(trx, submission.id, submission.round);
      const named = new Set(input.references.map((referee) => referee.email));
      const answeredOthers = existing.filter((row) => row.answeredAt && !named.has(row.email));
      if (answeredOthers.length + input.references.length > VETTING_REFERENCES_MAX)
        throw conflict(VETTING_REFERENCE_MESSAGES.full);
      await deleteUnansweredVettingReferences(
        trx,
        existing.filter((row) => !row.answeredAt && !named.has(row.email)).map((row) => row.id),
      );
      const taken = new Set(
        existing.filter((row) => row.answeredAt || named.has(row.email)).map((row) => row.position),
      );
      const now = new Date();
      for (const referee of input.references) {
        const current = existing.find((row) => row.email === referee.email);
        if (current?.answeredAt) continue;
        const change = { name: referee.name, relationship: referee.relationship };
        if (current && referenceStatus(current, now) === 'sent') {
          await renameVettingReference(trx, current.id, change);
          continue;
        }
        const issued = newToken(VETTING_REFERENCE_DAYS * DAY_MS, now.getTime());
        const link = { tokenHash: issued.tokenHash, expiresAt: issued.expiresAt };
        if (current) {
          await reissueVettingReference(trx, current.id, { ...change, ...link });
        } else {
          const position = [1, 2].find((candidate) => !taken.has(candidate)) ?? 1;
          taken.add(position);
          await insertVettingReference(trx, {
            submissionId: submission.id,
            round: submission.round,
            position,
            email: referee.email,
            ...change,
            ...link,
          });
        }
        await queueEmail(
          trx,
          referenceRequestEmail({
            // The signed-in applicant's language: the referee has none on Talanta.
            applicant: { ...submission, locale: ctx.user.locale },
            referee,
            link: referenceLink(ctx.origin, issued.token),
            expiresAt: issued.expiresAt,
          }),
          ctx.origin,
        );
      }
      await announceChange(trx, { userIds: [ctx.user.id], admins: true }, ['vetting']);
      const references = await listVettingReferences(trx, submission.id, submission.round);
      return { references: references.map((row) => toMyReference(row, now)) };
    });
    ctx.services.jobs.wake();
    return result;
  });
