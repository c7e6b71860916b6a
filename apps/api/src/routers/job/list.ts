import { findOpenJobs, toJob } from '@talanta/db';
import { type TJobPage, ZJobPage, ZJobSearchInput } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';

/**
 * Browse Jobs: open jobs matching the search and filters, newest first, a page at a time with the
 * number of all matches. Signed-in users only, like the job pages the cards link to.
 */
export const list = signedInProcedure
  .input(ZJobSearchInput)
  // The same for every user who may see it: cached per input until a job write's signal. Checked
  // against its schema once, as it enters the cache, not by `.output()` on every cached answer.
  .query(
    ({ ctx, input }): Promise<TJobPage> =>
      ctx.services.caches.jobs.getOrLoad(JSON.stringify(input), async () => {
        const page = await findOpenJobs(ctx.db, input);
        return ZJobPage.parse({ ...page, jobs: page.jobs.map(toJob) });
      }),
  );
