import { findLastLiveEventSeq } from '@talanta/db';
import { ZLiveCursor } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';

/**
 * Where the signed-in user's live events stand now. A server-rendered page reads it before any of
 * the screen's data, and the page's first live stream resumes from it: a change committed while
 * the page was on its way then arrives as an event instead of being missed.
 */
export const cursor = signedInProcedure
  .output(ZLiveCursor)
  .query(async ({ ctx }) => ({ lastEventId: String(await findLastLiveEventSeq(ctx.db, ctx.user.id)) }));
