import {
  type Executor,
  hasOpenInterview,
  type InterviewRecord,
  type InterviewSubject,
  insertInterview,
  lockInterview,
  type NewInterviewSlot,
} from '@talanta/db';
import { INTERVIEW_MESSAGES, type TInterview, type TInterviewSlotInput, type TUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { lockActingAdmin } from '../../trpc/audit-actor';
import type { Context } from '../../trpc/context';
import { followVettingInterview } from '../vetting/interview-stage';
import { announceInterviewChange, type InterviewChangeKind } from './interview-effects';
import { toInterview } from './to-interview';

type LockedInterview = Awaited<ReturnType<typeof lockInterview>>;

export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/** Slots must start after the server's now (the schema cannot know the time). */
export function requireFutureSlots(slots: readonly TInterviewSlotInput[], now: Date): void {
  if (slots.some((slot) => Date.parse(slot.startsAt) <= now.getTime()))
    throw new TRPCError({ code: 'BAD_REQUEST', message: INTERVIEW_MESSAGES.past });
}

/**
 * Under the interview's lock, the actor is still one of its participants, and the host of a
 * vetting interview still an admin (the builder checked both before the transaction).
 */
async function requireParticipant(trx: Executor, locked: LockedInterview, user: TUser): Promise<void> {
  if (locked.hostId !== user.id && locked.developerId !== user.id)
    throw new TRPCError({ code: 'NOT_FOUND', message: INTERVIEW_MESSAGES.notFound });
  if (locked.vettingSubmissionId !== null && locked.hostId === user.id) await lockActingAdmin(trx, user);
}

/**
 * One change to an interview: in a transaction, lock its row (so an accept and a cancel at once
 * happen one after the other), check the actor again, let `apply` check the status and write, then
 * tell the other side (notice and email with the .ics); a vetting interview's stage follows.
 * Returns the interview as the actor now sees it.
 */
export async function changeInterview(
  ctx: Pick<Context, 'db' | 'origin' | 'services'> & { user: TUser },
  interviewId: number,
  kind: InterviewChangeKind,
  apply: (trx: Executor, locked: LockedInterview) => Promise<void>,
): Promise<TInterview> {
  const interview = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockInterview(trx, interviewId);
    await requireParticipant(trx, locked, ctx.user);
    await apply(trx, locked);
    const changed = await announceInterviewChange(trx, {
      interviewId,
      kind,
      actorId: ctx.user.id,
      origin: ctx.origin,
    });
    await followVettingInterview(trx, changed, ctx.origin);
    return changed;
  });
  ctx.services.jobs.wake();
  return toInterview(interview, ctx.user.id);
}

/** The developer answers only an interview that waits for an answer. */
export function requireProposed(locked: LockedInterview): void {
  if (locked.status === 'cancelled') throw conflict(INTERVIEW_MESSAGES.cancelled);
  if (locked.status !== 'proposed') throw conflict(INTERVIEW_MESSAGES.notProposed);
}

/**
 * A new interview its host proposes, in the caller's transaction (the subject locked by the
 * caller): one at a time per job application or vetting submission (409 while one is being
 * arranged), the slots stored, the developer told. Returns the interview.
 */
export async function arrangeInterview(
  trx: Executor,
  ctx: Pick<Context, 'origin'> & { user: { id: number } },
  subject: InterviewSubject & { developerId: number },
  proposal: { slots: readonly NewInterviewSlot[]; meetingUrl: string | null; note: string | null },
): Promise<InterviewRecord> {
  if (await hasOpenInterview(trx, subject, new Date())) throw conflict(INTERVIEW_MESSAGES.alreadyOpen);
  const { slots, meetingUrl, note } = proposal;
  const interviewId = await insertInterview(
    trx,
    { ...subject, hostId: ctx.user.id, meetingUrl, note },
    slots,
  );
  return announceInterviewChange(trx, {
    interviewId,
    kind: 'proposed',
    actorId: ctx.user.id,
    origin: ctx.origin,
  });
}
