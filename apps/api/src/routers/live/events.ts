import {
  findLastLiveEventSeq,
  findLiveEventsAfter,
  isLiveCredentialCurrent,
  toLiveEventData,
} from '@talanta/db';
import { ZLiveEventsInput } from '@talanta/schema';
import { tracked } from '@trpc/server';
import { wakeupsFor } from '../../live/wakeups';
import { signedInProcedure } from '../../trpc/procedures';

const PAGE = 200;

/**
 * The signed-in user's live events (new messages, read receipts, notifications) over SSE. Each
 * event carries its sequence number as the SSE id; a reconnecting client resumes right after the
 * last one it saw, so nothing is missed and nothing comes twice. Only the user's own stream is
 * ever read, and only while the session or API token it was opened with stands: sign-out,
 * revocation, a password change, account deletion or a role change ends it (migration 0029).
 */
export const events = signedInProcedure.input(ZLiveEventsInput).subscription(async function* ({
  ctx,
  input,
  signal,
}) {
  const userId = ctx.user.id;
  const credential = {
    userId,
    role: ctx.user.role,
    sessionId: ctx.session?.id ?? null,
    apiTokenId: ctx.apiToken?.id ?? null,
  };
  const wakeups = wakeupsFor(ctx.services.liveHub, userId, signal, () =>
    isLiveCredentialCurrent(ctx.db, credential),
  );
  try {
    const resumeFrom = input?.lastEventId ? Number(input.lastEventId) : null;
    let lastSeq = resumeFrom ?? (await findLastLiveEventSeq(ctx.db, userId));
    do {
      let page: Awaited<ReturnType<typeof findLiveEventsAfter>>;
      do {
        page = await findLiveEventsAfter(ctx.db, userId, lastSeq, PAGE);
        for (const event of page) {
          lastSeq = event.seq;
          yield tracked(String(event.seq), toLiveEventData(event));
        }
      } while (page.length === PAGE);
    } while (await wakeups.next());
  } finally {
    wakeups.dispose();
  }
});
