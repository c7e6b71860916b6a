import { type Executor, lockInterview } from '@talanta/db';
import { INTERVIEW_MESSAGES, type TInterview, type TInterviewSlotInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { Context } from '../../trpc/context';
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
 * One change to an interview: in a transaction, lock its row (so an accept and a cancel at once
 * happen one after the other), let `apply` check the status and write, then tell the other side
 * (notice and email with the .ics). Returns the interview as the actor now sees it.
 */
export async function changeInterview(
  ctx: Pick<Context, 'db' | 'origin' | 'services'> & { user: { id: number } },
  interviewId: number,
  kind: InterviewChangeKind,
  apply: (trx: Executor, locked: LockedInterview) => Promise<void>,
): Promise<TInterview> {
  const interview = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockInterview(trx, interviewId);
    await apply(trx, locked);
    return announceInterviewChange(trx, { interviewId, kind, actorId: ctx.user.id, origin: ctx.origin });
  });
  ctx.services.jobs.wake();
  return toInterview(interview, ctx.user.id);
}

/** The developer answers only an interview that waits for an answer. */
export function requireProposed(locked: LockedInterview): void {
  if (locked.status === 'cancelled') throw conflict(INTERVIEW_MESSAGES.cancelled);
  if (locked.status !== 'proposed') throw conflict(INTERVIEW_MESSAGES.notProposed);
}
