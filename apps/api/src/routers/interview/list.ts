import { findUserInterviews } from '@talanta/db';
import { ZInterview } from '@talanta/schema';
import { z } from 'zod';
import { signedInProcedure } from '../../trpc/procedures';
import { sortUpcomingFirst, toInterview } from './to-interview';

/** GET /api/interviews: the signed-in user's interviews, as client or developer, upcoming first. */
export const list = signedInProcedure.output(z.array(ZInterview)).query(async ({ ctx }) => {
  const interviews = await findUserInterviews(ctx.db, ctx.user.id);
  return sortUpcomingFirst(
    interviews.map((interview) => toInterview(interview, ctx.user.id)),
    new Date(),
  );
});
