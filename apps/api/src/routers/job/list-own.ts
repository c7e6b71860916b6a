import { findClientJobs, toClientJob } from '@talanta/db';
import { ZClientJob } from '@talanta/schema';
import { z } from 'zod';
import { clientProcedure } from '../../trpc/procedures';

/** The signed-in client's jobs, open and closed, newest first, with applications per status. */
export const listOwn = clientProcedure.output(z.array(ZClientJob)).query(async ({ ctx }) => {
  const jobs = await findClientJobs(ctx.db, ctx.user.id);
  return jobs.map(toClientJob);
});
