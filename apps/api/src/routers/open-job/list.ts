import { findPublicOpenJobs } from '@talanta/db';
import { type TOpenJobPage, ZOpenJobListInput, ZOpenJobPage } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';

/**
 * The public job board (/open-jobs): open jobs their clients list publicly, newest first, a page
 * at a time. Anyone may read it, search engines included.
 */
export const list = publicProcedure
  .input(ZOpenJobListInput)
  // The same for everyone: cached per input until a job write's signal, checked as it enters the cache.
  .query(
    ({ ctx, input }): Promise<TOpenJobPage> =>
      ctx.services.caches.openJobs.getOrLoad(JSON.stringify(input), async () =>
        ZOpenJobPage.parse(await findPublicOpenJobs(ctx.db, input)),
      ),
  );
